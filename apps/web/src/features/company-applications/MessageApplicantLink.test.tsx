import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { Landed, renderRoutes } from '../../test/render-route'
import { MessageApplicantLink } from './MessageApplicantLink'
import { aCompanyApplication } from './company-application-fixtures'

test('Message opens the chat with what its header shows before the chat loads', async () => {
  const application = aCompanyApplication(
    {},
    { firstName: 'Adaeze', lastName: 'Okafor', profileImageUrl: '/files/adaeze.png' },
  )
  const { router } = renderRoutes(
    [
      { path: '/here', element: <MessageApplicantLink application={application} /> },
      { path: '/chat/:applicationId', element: <Landed at="chat" /> },
    ],
    '/here',
  )
  await userEvent.setup().click(screen.getByRole('link', { name: 'Message' }))
  expect(await screen.findByText('Landed on chat')).toBeInTheDocument()
  expect(router.state.location.pathname).toBe(`/chat/${application.id}`)
  expect(router.state.location.state).toEqual({
    userId: application.user.id,
    applicationId: application.id,
    name: 'Adaeze Okafor',
    roleTitle: 'Product Design Intern',
    avatar: '/files/adaeze.png',
  })
})
