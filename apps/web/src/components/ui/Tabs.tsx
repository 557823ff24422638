import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

export interface TabItem {
  id: string
  label: string
  panel: ReactNode
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  tabs: TabItem[]
  /** Controlled selection; leave out to let the tabs keep their own. */
  selectedId?: string
  onSelect?: (id: string) => void
  className?: string
}

/**
 * Tabs after the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move and select,
 * each panel labelled by its tab.
 */
export function Tabs({ label, tabs, selectedId, onSelect, className = '' }: TabsProps) {
  const baseId = useId()
  const [ownSelection, setOwnSelection] = useState(tabs[0]?.id ?? '')
  const current = selectedId ?? ownSelection
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    setOwnSelection(tab.id)
    onSelect?.(tab.id)
    buttons.current[tabs.indexOf(tab)]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  const selectedTab = tabs.find((tab) => tab.id === current) ?? tabs[0]
  return (
    <div className={className}>
      {/* No sideways scrolling: on a phone the tabs shrink and long labels wrap, so every tab
          stays in view, and nothing clips the focus outline. */}
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selectedTab?.id
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px min-h-11 flex-initial border-b-2 px-3 py-1.5 text-center text-sm leading-tight font-semibold transition-colors sm:px-4 ${
                isSelected
                  ? 'border-brand-900 text-brand-900'
                  : 'border-transparent text-slate-500 hover:text-brand-900'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {selectedTab && (
        <div
          id={panelId(selectedTab.id)}
          role="tabpanel"
          aria-labelledby={tabId(selectedTab.id)}
          tabIndex={0}
          className="pt-5 focus-visible:outline-offset-4"
        >
          {selectedTab.panel}
        </div>
      )}
    </div>
  )
}
