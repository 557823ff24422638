import { AudiencePanels } from './AudiencePanels'
import { EmailUpdates } from './EmailUpdates'
import { FieldsBanner } from './FieldsBanner'
import { HomeBenefits } from './HomeBenefits'
import { HomeHero } from './HomeHero'

export function HomePage() {
  return (
    <>
      <title>Internplace — verified internships in Nigeria</title>
      <HomeHero />
      <HomeBenefits />
      <FieldsBanner />
      <AudiencePanels />
      <EmailUpdates />
    </>
  )
}
