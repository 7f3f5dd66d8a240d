import { MINIMUM_AGE } from '../../../shared/constants.ts';
import { LEGAL_CONTACT } from '../../web-messages.ts';
import { msg } from '../../i18n/i18n.ts';
import { LegalPage, type LegalSection } from './legal-page.tsx';

/** Marked msg(), one paragraph a key; LegalPage shows them with useTranslation('legal') and the page's values. */
const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: msg('Acceptance of Terms'),
    paragraphs: [
      msg('By creating an account, accessing or using Popreel, you agree to be bound by these Terms of Service and by our Privacy Policy and Community Guidelines. If you do not agree, do not use Popreel.'),
    ],
  },
  {
    heading: msg('Use of Service'),
    paragraphs: [
      msg('You must be at least {{age}} years old to use Popreel. If you are under the age of majority where you live, you may use Popreel only with the consent of a parent or legal guardian.'),
      msg('You are responsible for your account and for everything that happens under it. Keep your password secret, give accurate information when you sign up, and tell us promptly if you believe your account has been used without your permission.'),
    ],
    bullets: [
      msg('Do not use Popreel for anything unlawful or to infringe the rights of others.'),
      msg('Do not try to access accounts, data or systems you are not authorised to access.'),
      msg('Do not interfere with or disrupt Popreel, including by scraping, automated posting or overloading our servers.'),
    ],
  },
  {
    heading: msg('Content Guidelines'),
    paragraphs: [
      msg('You are responsible for the videos, stories, comments, messages and other content you post. Your content must follow our Community Guidelines: no harassment, hate speech, sexual content involving minors, graphic violence, dangerous acts, spam or content that infringes anyone else’s rights.'),
      msg('We may review, hide or remove content and restrict accounts that break these Terms or the Community Guidelines, and we may do so without notice where the law allows.'),
    ],
  },
  {
    heading: msg('Intellectual Property'),
    paragraphs: [
      msg('You keep ownership of the content you create and post on Popreel.'),
      msg('By posting content, you grant Popreel a worldwide non-exclusive royalty-free licence to host, store, reproduce, adapt (for example, to transcode or resize it), publish, display and distribute that content for the purpose of operating, promoting and improving Popreel. This licence ends when you delete the content, except for copies kept in backups for a limited time or content others have already shared as the service allows.'),
      msg('You confirm that you own, or have the rights to use, everything you post, including any music and sounds. The Popreel name, logo and software belong to us and may not be used without our written permission.'),
    ],
  },
  {
    heading: msg('Account Termination'),
    paragraphs: [
      msg('You may stop using Popreel and ask us to delete your account at any time.'),
      msg('We may suspend or permanently ban accounts that seriously or repeatedly break these Terms or the Community Guidelines, that create risk or legal exposure for Popreel or its users, or where we are required to by law. Where appropriate, we will tell you why and how to appeal.'),
    ],
  },
  {
    heading: msg('Limitation of Liability'),
    paragraphs: [
      msg('Popreel is provided "as is" and "as available". We do not promise that it will always be available, uninterrupted or free of errors, and we are not responsible for content posted by users.'),
      msg('To the fullest extent permitted by law, Popreel and its team are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of the service. Nothing in these Terms limits liability that cannot be limited by law.'),
    ],
  },
  {
    heading: msg('Changes to Terms'),
    paragraphs: [
      msg('We may update these Terms from time to time. When we make material changes, we will update the date at the top of this page and, where appropriate, notify you in the app. Continuing to use Popreel after changes take effect means you accept the updated Terms.'),
    ],
  },
  {
    heading: msg('Contact'),
    paragraphs: [msg('Questions about these Terms? Contact us at {{email}}.')],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title={msg('Terms of Service')}
      intro={msg('Welcome to Popreel. These Terms of Service govern your use of the Popreel app and website. Please read them carefully.')}
      sections={TERMS_SECTIONS}
      values={{ age: MINIMUM_AGE, email: LEGAL_CONTACT.legal }}
      numbered
    />
  );
}
