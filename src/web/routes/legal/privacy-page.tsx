import { MINIMUM_AGE, STORY_LIFETIME_HOURS } from '../../../shared/constants.ts';
import { LEGAL_CONTACT } from '../../web-messages.ts';
import { msg } from '../../i18n/i18n.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Marked msg(), one paragraph a key; LegalPage shows them with useTranslation('legal') and the page's values. */
const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: msg('Information We Collect'),
    paragraphs: [msg('We collect the information you give us and information created as you use Popreel:')],
    bullets: [
      msg('Account information: your username, email address and password (stored only as a secure hash).'),
      msg('Profile information you choose to add, such as a photo, bio, interests, age, gender and location.'),
      msg('Content you create: videos, stories, sounds, comments, chat messages, reactions, likes, follows and reports.'),
      msg('Usage information: videos you view, features you use, and device and browser details needed to run the service.'),
      msg('Places you tag on a video, which you choose to share.'),
    ],
  },
  {
    heading: msg('How We Use Your Information'),
    paragraphs: [
      msg('We use your information to run Popreel: to create and secure your account, show your content to others, personalise your For You feed and match suggestions, send notifications, keep the community safe, respond to reports and appeals, fix problems and improve the service.'),
    ],
  },
  {
    heading: msg('Information Sharing'),
    paragraphs: [
      msg('Content you post publicly, your username, profile photo and bio can be seen by other users and by anyone you share a link with. We do not sell your personal information.'),
      msg('We share information with service providers who host, store and process data for us under contracts that protect it, and with authorities when the law requires it or to protect the safety of our users.'),
    ],
  },
  {
    heading: msg('Data Retention'),
    paragraphs: [
      msg('We keep your information for as long as your account is active. Stories expire {{hours}} hours after posting. When you delete content or your account, we remove it from the service and delete it from backups within a limited period, unless we must keep it longer to meet legal obligations or resolve disputes.'),
    ],
  },
  {
    heading: msg('Your Rights'),
    paragraphs: [
      msg('Depending on where you live, you may have the right to access, correct, download or delete your personal information, to object to or restrict certain processing, and to withdraw consent. You can edit your profile in the app at any time, and you can contact us to exercise any other right.'),
    ],
  },
  {
    heading: msg('Cookies'),
    paragraphs: [
      msg('Popreel uses a secure, essential cookie to keep you signed in, and stores the app in your browser so it loads quickly and works offline. We do not use advertising cookies.'),
    ],
  },
  {
    heading: msg('Children’s Privacy'),
    paragraphs: [
      msg('Popreel is not intended for children under {{age}}, and we do not knowingly collect personal information from children under {{age}}. If we learn that a child under {{age}} has created an account, we will delete it. If you believe a child has given us information, please contact us.'),
    ],
  },
  {
    heading: msg('Security'),
    paragraphs: [
      msg('We protect your information with encryption in transit, hashed passwords, signed and expiring links to media, and access controls. No system is perfectly secure, so please use a strong, unique password.'),
    ],
  },
  {
    heading: msg('International Users'),
    paragraphs: [
      msg('Popreel is operated from the United States. If you use Popreel from outside the United States, your information will be transferred to, stored and processed in the United States, where data protection laws may differ from those in your country. We take steps to protect your information wherever it is processed.'),
    ],
  },
  {
    heading: msg('Changes to This Policy'),
    paragraphs: [
      msg('We may update this Privacy Policy from time to time. We will change the date at the top of this page and, for significant changes, let you know in the app.'),
    ],
  },
  {
    heading: msg('Contact Us'),
    paragraphs: [msg('If you have questions about this Privacy Policy or your information, contact us at {{email}}.')],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title={msg('Privacy Policy')}
      intro={msg('Your privacy matters to us. This Privacy Policy explains what information Popreel collects, how we use it and the choices you have.')}
      sections={PRIVACY_SECTIONS}
      values={{ age: MINIMUM_AGE, hours: STORY_LIFETIME_HOURS, email: LEGAL_CONTACT.privacy }}
      numbered
    />
  );
}
