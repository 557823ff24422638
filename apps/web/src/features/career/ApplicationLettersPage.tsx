import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { writerName } from '@app/domain'
import { internQueries } from '../../lib/account-queries'
import { ApplicationLetterEditor } from './ApplicationLetterEditor'
import { ApplicationLetterList } from './ApplicationLetterList'
import { NewApplicationLetterForm } from './NewApplicationLetterForm'

/**
 * /intern/letters (decision 065): write a SIWES/IT application letter or a cover note from the
 * profile, edit it, download it as a PDF or copy it as text; the letters kept are listed below.
 * `?roleId=` starts a letter for that role; `?letter=` opens one.
 */
export function ApplicationLettersPage() {
  const [params, setParams] = useSearchParams()
  const roleId = params.get('roleId')
  const openId = params.get('letter')
  const me = useQuery(internQueries.me())
  const name = me.data ? writerName(me.data) : ''
  const [writtenId, setWrittenId] = useState<string | null>(null)

  const open = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (id) next.set('letter', id)
        else next.delete('letter')
        return next
      },
      { replace: !id },
    )

  return (
    <div className="space-y-6">
      <title>Application letters — Internplace</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Application letters</h1>
        <p className="text-sm text-slate-600">
          A SIWES/IT application letter or a short cover note, written from your profile. Edit it,
          then download it as a PDF or copy the text.
        </p>
      </div>
      <NewApplicationLetterForm
        roleId={roleId}
        onWritten={(letter) => {
          setWrittenId(letter.id)
          open(letter.id)
        }}
      />
      {openId && (
        <ApplicationLetterEditor letterId={openId} writerName={name} isNew={openId === writtenId} />
      )}
      <ApplicationLetterList
        openId={openId}
        onOpen={open}
        onDeleted={(id) => {
          if (id === openId) open(null)
        }}
      />
    </div>
  )
}
