import { MINIMUM_AGE } from '../../../shared/constants.ts';
import { LEGAL_CONTACT } from '../../web-messages.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const GUIDELINE_SECTIONS: LegalSection[] = [
  {
    heading: 'Be Respectful',
    paragraphs: ['Treat everyone on Popreel the way you would like to be treated. Disagree with ideas, not people.'],
    bullets: [
      'No harassment, bullying, threats or intimidation.',
      'No hate speech or attacks on people because of who they are.',
      'Respect other people’s privacy: do not share their personal information without permission.',
    ],
  },
  {
    heading: 'Create Original Content',
    paragraphs: [
      'Share content you made yourself or have the right to use. Give credit to creators who inspire you, and only use music and sounds you own or that are royalty-free and permitted. Do not re-upload other people’s videos as your own.',
    ],
  },
  {
    heading: 'Keep It Safe',
    paragraphs: [`Popreel is for everyone aged ${MINIMUM_AGE} and over. Content that puts people at risk is not allowed:`],
    bullets: [
      'No nudity, sexual content or content that sexualises minors.',
      'No graphic violence, and no promotion of self-harm, dangerous challenges or illegal activity.',
      'No violent extremism or glorification of violence.',
    ],
  },
  {
    heading: 'No Spam or Manipulation',
    paragraphs: [
      'Keep Popreel authentic. Do not post repetitive or misleading content, buy or sell followers or engagement, use bots or fake accounts, impersonate others, or spread scams and deliberate misinformation.',
    ],
  },
  {
    heading: 'Report Violations',
    paragraphs: [
      'If you see something that breaks these guidelines, use the report button on the video (in its options menu) and choose a reason. Reports are confidential, and our moderators review every one of them.',
    ],
  },
  {
    heading: 'Consequences',
    paragraphs: ['Depending on how serious a violation is, and whether it is repeated, we may take one or more of these actions:'],
    bullets: ['Content removal', 'Temporary suspension', 'Permanent ban', 'Report to law enforcement'],
  },
  {
    heading: 'Appeals',
    paragraphs: [
      `If you believe we removed your content or restricted your account by mistake, you can appeal by writing to ${LEGAL_CONTACT.support}. Tell us your username and what happened, and we will review your case.`,
    ],
  },
];

export function GuidelinesPage() {
  return (
    <LegalPage
      title="Community Guidelines"
      intro="Popreel is a place to create, share and discover short videos. These guidelines keep it fun, creative and safe for everyone."
      sections={GUIDELINE_SECTIONS}
      numbered={false}
    />
  );
}
