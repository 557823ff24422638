import { useState } from 'react'
import { Link } from 'react-router'
import { LogOutButton } from '../../components/dashboard/LogOutButton'
import { Button } from '../../components/ui/Button'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { useSettingsKind, type SettingsKind } from './settings-kind'
import { StrokeIcon } from '../../components/ui/StrokeIcon'

const entriesFor = (settings: SettingsKind) => [
  {
    to: `${settings.base}/basic-info`,
    title: 'Basic Information',
    text: settings.menuBasicInfoText,
  },
  {
    to: `${settings.base}/notification`,
    title: 'Notifications',
    text: 'What we email you about, and how often',
  },
  {
    to: `${settings.base}/phone`,
    title: 'Phone and messages',
    text: 'Your mobile number, SMS and WhatsApp notices',
  },
  ...(settings.kind === 'intern'
    ? [
        {
          to: `${settings.base}/alerts`,
          title: 'Job alerts',
          text: 'New roles like the ones you want, by email',
        },
      ]
    : [
        {
          to: `${settings.base}/interviews`,
          title: 'Interview availability',
          text: 'The weekly hours applicants can book interviews in',
        },
      ]),
  {
    to: `${settings.base}/security`,
    title: 'Password & Security',
    text: 'How you sign in, and your signed-in devices',
  },
  {
    to: `${settings.base}/privacy`,
    title: 'Data Privacy',
    text: settings.privacyMenuText,
  },
]

/** The settings main menu, then the account's way out: log out or delete. */
export function SettingsMenu() {
  const [isDeleting, setIsDeleting] = useState(false)
  const entries = entriesFor(useSettingsKind())
  return (
    <div className="space-y-6">
      <nav aria-label="Settings">
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className="flex min-h-16 items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50 sm:px-6"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{entry.title}</span>
                  <span className="block text-sm text-slate-500">{entry.text}</span>
                </span>
                <StrokeIcon strokeWidth="2" className="h-5 w-5 shrink-0 text-slate-400">
                  <path strokeLinecap="round" strokeLinejoin="round" d="m8 5 5 5-5 5" />
                </StrokeIcon>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="account-actions-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
      >
        <h2 id="account-actions-title" className="sr-only">
          Account
        </h2>
        <LogOutButton className="self-start" />
        <Button
          variant="ghost"
          className="self-start text-red-700 hover:bg-red-50 sm:self-auto"
          onClick={() => setIsDeleting(true)}
        >
          Delete my account
        </Button>
      </section>
      {isDeleting && <DeleteAccountDialog onCancel={() => setIsDeleting(false)} />}
    </div>
  )
}
