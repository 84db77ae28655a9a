/**
 * Plain-text e-mails by template id, in the language of the store view that queued them. Account
 * mail is written in every catalogue language (English, German, French, Latvian); staff notices are
 * English.
 */
export interface MailContext {
  locale: string;
  storeName: string;
  /** An absolute link into the shop for a shop path, with the store view's prefix. */
  link: (path: string) => string;
}

export interface RenderedMail {
  subject: string;
  text: string;
}

type Lang = 'en' | 'de' | 'fr' | 'lv';
type Payload = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

const langOf = (locale: string): Lang => {
  const l = locale.slice(0, 2).toLowerCase();
  return l === 'de' || l === 'fr' || l === 'lv' ? l : 'en';
};

type Account = (p: Payload, c: MailContext) => RenderedMail;

const ACCOUNT: Record<string, Record<Lang, Account>> = {
  customer_create_account_welcome: {
    en: (p, c) => ({
      subject: `Welcome to ${c.storeName}`,
      text: `Hello ${str(p.firstname)},\n\nthank you for creating an account with ${c.storeName}. Sign in any time to see your orders, addresses and favourites:\n${c.link('/sign-in')}\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `Willkommen bei ${c.storeName}`,
      text: `Hallo ${str(p.firstname)},\n\nvielen Dank, dass du ein Konto bei ${c.storeName} eröffnet hast. Melde dich jederzeit an, um deine Bestellungen, Adressen und Favoriten zu sehen:\n${c.link('/sign-in')}\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `Bienvenue chez ${c.storeName}`,
      text: `Bonjour ${str(p.firstname)},\n\nmerci d’avoir créé un compte chez ${c.storeName}. Connectez-vous à tout moment pour retrouver vos commandes, adresses et favoris :\n${c.link('/sign-in')}\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `Laipni lūdzam ${c.storeName}`,
      text: `Sveiki, ${str(p.firstname)}!\n\nPaldies, ka izveidojāt kontu ${c.storeName}. Pierakstieties jebkurā laikā, lai redzētu savus pasūtījumus, adreses un izlases:\n${c.link('/sign-in')}\n\n${c.storeName}`,
    }),
  },
  customer_password_reset: {
    en: (p, c) => ({
      subject: `Reset your ${c.storeName} password`,
      text: `Hello ${str(p.firstname)},\n\nwe received a request to reset the password of your account. Choose a new password here (the link works once and for ${str(p.hours)} hours):\n${c.link(str(p.path))}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `Passwort für ${c.storeName} zurücksetzen`,
      text: `Hallo ${str(p.firstname)},\n\nwir haben eine Anfrage erhalten, das Passwort deines Kontos zurückzusetzen. Wähle hier ein neues Passwort (der Link gilt einmal und ${str(p.hours)} Stunden lang):\n${c.link(str(p.path))}\n\nWenn du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `Réinitialisez votre mot de passe ${c.storeName}`,
      text: `Bonjour ${str(p.firstname)},\n\nnous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe ici (le lien ne sert qu’une fois, pendant ${str(p.hours)} heures) :\n${c.link(str(p.path))}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `Atiestatiet ${c.storeName} paroli`,
      text: `Sveiki, ${str(p.firstname)}!\n\nMēs saņēmām pieprasījumu atiestatīt jūsu konta paroli. Izvēlieties jaunu paroli šeit (saite derīga vienu reizi ${str(p.hours)} stundas):\n${c.link(str(p.path))}\n\nJa to nepieprasījāt, ignorējiet šo e-pastu: jūsu parole paliek nemainīga.\n\n${c.storeName}`,
    }),
  },
  customer_password_changed: {
    en: (p, c) => ({
      subject: `Your ${c.storeName} password was changed`,
      text: `Hello ${str(p.firstname)},\n\nthe password of your account has just been changed, and every device was signed out. If this was not you, reset your password at once:\n${c.link('/forgot-password')}\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `Dein Passwort für ${c.storeName} wurde geändert`,
      text: `Hallo ${str(p.firstname)},\n\ndas Passwort deines Kontos wurde soeben geändert und alle Geräte wurden abgemeldet. Wenn du das nicht warst, setze dein Passwort sofort zurück:\n${c.link('/forgot-password')}\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `Votre mot de passe ${c.storeName} a été modifié`,
      text: `Bonjour ${str(p.firstname)},\n\nle mot de passe de votre compte vient d’être modifié et tous les appareils ont été déconnectés. Si ce n’était pas vous, réinitialisez votre mot de passe immédiatement :\n${c.link('/forgot-password')}\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `Jūsu ${c.storeName} parole ir nomainīta`,
      text: `Sveiki, ${str(p.firstname)}!\n\nJūsu konta parole tikko tika nomainīta, un visas ierīces tika izrakstītas. Ja tas nebijāt jūs, nekavējoties atiestatiet paroli:\n${c.link('/forgot-password')}\n\n${c.storeName}`,
    }),
  },
  referral_invitation: {
    en: (p, c) => ({
      subject: `${str(p.firstname)} invites you to ${c.storeName}: ${str(p.percent)}% off your first purchase`,
      text: `Hello,\n\n${str(p.firstname)} thinks you would like ${c.storeName}. Create your account through this link and get ${str(p.percent)}% off your first purchase:\n${c.link(str(p.path))}\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `${str(p.firstname)} lädt Sie zu ${c.storeName} ein: ${str(p.percent)} % Rabatt auf Ihren ersten Einkauf`,
      text: `Guten Tag,\n\n${str(p.firstname)} meint, dass Ihnen ${c.storeName} gefallen wird. Eröffnen Sie Ihr Konto über diesen Link und erhalten Sie ${str(p.percent)} % Rabatt auf Ihren ersten Einkauf:\n${c.link(str(p.path))}\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `${str(p.firstname)} vous invite chez ${c.storeName} : ${str(p.percent)} % de remise sur votre premier achat`,
      text: `Bonjour,\n\n${str(p.firstname)} pense que ${c.storeName} vous plaira. Créez votre compte avec ce lien et bénéficiez de ${str(p.percent)} % de remise sur votre premier achat :\n${c.link(str(p.path))}\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `${str(p.firstname)} aicina jūs uz ${c.storeName}: ${str(p.percent)}% atlaide pirmajam pirkumam`,
      text: `Sveiki!\n\n${str(p.firstname)} domā, ka jums patiks ${c.storeName}. Izveidojiet kontu, izmantojot šo saiti, un saņemiet ${str(p.percent)}% atlaidi pirmajam pirkumam:\n${c.link(str(p.path))}\n\n${c.storeName}`,
    }),
  },
};

/** Templates queued by the forms and the quiz, before account mail existed. */
const OTHER: Record<string, (p: Payload, c: MailContext) => RenderedMail> = {
  newsletter_subscription_success: (_p, c) => ({
    subject: `${c.storeName}: newsletter subscription confirmed`,
    text: `Thank you for subscribing to the ${c.storeName} newsletter.\n\n${c.storeName}`,
  }),
  contact_email_template: (p) => ({
    subject: `Contact form: ${str(p.name)}`,
    text: `Name: ${str(p.name)}\nE-mail: ${str(p.email)}\nTelephone: ${str(p.telephone)}\n\n${str(p.comment)}`,
  }),
  business_inquiry_sales: (p) => ({
    subject: `Business inquiry: ${str(p.company)}`,
    text: Object.entries(p)
      .map(([k, v]) => `${k}: ${str(v)}`)
      .join('\n'),
  }),
  business_inquiry_received: (_p, c) => ({
    subject: `${c.storeName}: we received your inquiry`,
    text: `Thank you for your inquiry. Our team replies within 3 to 5 working days.\n\n${c.storeName}`,
  }),
  product_quiz_results: (p, c) => ({
    subject: `${c.storeName}: your skin quiz results`,
    text: `Your recommendations:\n${
      Array.isArray(p.products)
        ? (p.products as Payload[]).map((x) => `- ${str(x.name ?? x.sku)}`).join('\n')
        : ''
    }\n\n${c.storeName}`,
  }),
};

export function renderMail(template: string, payload: Payload, context: MailContext): RenderedMail {
  const account = ACCOUNT[template];
  if (account) return account[langOf(context.locale)](payload, context);
  const other = OTHER[template];
  if (other) return other(payload, context);
  return { subject: `${context.storeName}: ${template}`, text: JSON.stringify(payload, null, 2) };
}
