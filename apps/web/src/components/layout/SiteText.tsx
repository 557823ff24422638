import { Link } from 'react-router'
import { isSitePath, type SiteBlock, type SiteInline } from '@app/domain'

/** The look of a link inside the site's running text (legal pages, the FAQ). */
export const TEXT_LINK_CLASS = 'font-semibold text-brand-700 underline'

function Inline({ run }: { run: SiteInline }) {
  if (typeof run === 'string') return run
  if ('strong' in run) return <strong>{run.strong}</strong>
  return isSitePath(run.href) ? (
    <Link to={run.href} className={TEXT_LINK_CLASS}>
      {run.text}
    </Link>
  ) : (
    <a href={run.href} className={TEXT_LINK_CLASS}>
      {run.text}
    </a>
  )
}

const Runs = ({ runs }: { runs: readonly SiteInline[] }) =>
  runs.map((run, index) => <Inline key={index} run={run} />)

/**
 * The site's words kept as data in the domain (packages/domain/src/site), as elements: the server
 * writes the same blocks for browsers without JavaScript (site-text-html.ts).
 */
export function SiteText({ blocks }: { blocks: readonly SiteBlock[] }) {
  return blocks.map((block, index) =>
    'paragraph' in block ? (
      <p key={index}>
        <Runs runs={block.paragraph} />
      </p>
    ) : (
      <ul key={index}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex}>
            <Runs runs={item} />
          </li>
        ))}
      </ul>
    ),
  )
}
