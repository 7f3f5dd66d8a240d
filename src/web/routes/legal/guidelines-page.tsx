import { MINIMUM_AGE } from '../../../shared/constants.ts';
import { LEGAL_CONTACT } from '../../web-messages.ts';
import { msg } from '../../i18n/i18n.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Marked msg(), one paragraph a key; LegalPage shows them with useTranslation('legal') and the page's values. */
const GUIDELINE_SECTIONS: LegalSection[] = [
  {
    heading: msg('Be Respectful'),
    paragraphs: [msg('Treat everyone on Popreel the way you would like to be treated. Disagree with ideas, not people.')],
    bullets: [
      msg('No harassment, bullying, threats or intimidation.'),
      msg('No hate speech or attacks on people because of who they are.'),
      msg('Respect other people’s privacy: do not share their personal information without permission.'),
    ],
  },
  {
    heading: msg('Create Original Content'),
    paragraphs: [
      msg('Share content you made yourself or have the right to use. Give credit to creators who inspire you, and only use music and sounds you own or that are royalty-free and permitted. Do not re-upload other people’s videos as your own.'),
    ],
  },
  {
    heading: msg('Keep It Safe'),
    paragraphs: [msg('Popreel is for everyone aged {{age}} and over. Content that puts people at risk is not allowed:')],
    bullets: [
      msg('No nudity, sexual content or content that sexualises minors.'),
      msg('No graphic violence, and no promotion of self-harm, dangerous challenges or illegal activity.'),
      msg('No violent extremism or glorification of violence.'),
    ],
  },
  {
    heading: msg('No Spam or Manipulation'),
    paragraphs: [
      msg('Keep Popreel authentic. Do not post repetitive or misleading content, buy or sell followers or engagement, use bots or fake accounts, impersonate others, or spread scams and deliberate misinformation.'),
    ],
  },
  {
    heading: msg('Report Violations'),
    paragraphs: [
      msg('If you see something that breaks these guidelines, use the report button on the video (in its options menu) and choose a reason. Reports are confidential, and our moderators review every one of them.'),
    ],
  },
  {
    heading: msg('Consequences'),
    paragraphs: [msg('Depending on how serious a violation is, and whether it is repeated, we may take one or more of these actions:')],
    bullets: [msg('Content removal'), msg('Temporary suspension'), msg('Permanent ban'), msg('Report to law enforcement')],
  },
  {
    heading: msg('Appeals'),
    paragraphs: [
      msg('If you believe we removed your content or restricted your account by mistake, you can appeal by writing to {{email}}. Tell us your username and what happened, and we will review your case.'),
    ],
  },
];

export function GuidelinesPage() {
  return (
    <LegalPage
      title={msg('Community Guidelines')}
      intro={msg('Popreel is a place to create, share and discover short videos. These guidelines keep it fun, creative and safe for everyone.')}
      sections={GUIDELINE_SECTIONS}
      values={{ age: MINIMUM_AGE, email: LEGAL_CONTACT.support }}
      numbered={false}
    />
  );
}
