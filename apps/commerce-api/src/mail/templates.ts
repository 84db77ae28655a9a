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
      text: `Hallo ${str(p.firstname)},\n\nvielen Dank, dass Sie ein Konto bei ${c.storeName} eröffnet haben. Melden Sie sich jederzeit an, um Ihre Bestellungen, Adressen und Favoriten zu sehen:\n${c.link('/sign-in')}\n\n${c.storeName}`,
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
      text: `Hallo ${str(p.firstname)},\n\nwir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Wählen Sie hier ein neues Passwort (der Link gilt einmal und ${str(p.hours)} Stunden lang):\n${c.link(str(p.path))}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n\n${c.storeName}`,
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
      subject: `Ihr Passwort für ${c.storeName} wurde geändert`,
      text: `Hallo ${str(p.firstname)},\n\ndas Passwort Ihres Kontos wurde soeben geändert und alle Geräte wurden abgemeldet. Wenn Sie das nicht waren, setzen Sie Ihr Passwort sofort zurück:\n${c.link('/forgot-password')}\n\n${c.storeName}`,
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
  // Spec §1 PRO registration: "Approval is by the provider, confirmed by e-mail, usually within 1
  // to 3 working days." German in "Sie", French in "vous".
  pro_application_received: {
    en: (p, c) => ({
      subject: `${c.storeName}: we received your PRO application`,
      text: `Hello ${str(p.firstname)},\n\nthank you for applying for a PRO account. We review every application and confirm it by e-mail, usually within ${str(p.days_min)} to ${str(p.days_max)} working days. Until then your account cannot be signed in to.\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `${c.storeName}: Ihre PRO-Bewerbung ist eingegangen`,
      text: `Hallo ${str(p.firstname)},\n\nvielen Dank für Ihre Bewerbung für ein PRO-Konto. Wir prüfen jede Bewerbung und bestätigen sie per E-Mail, in der Regel innerhalb von ${str(p.days_min)} bis ${str(p.days_max)} Werktagen. Bis dahin ist eine Anmeldung mit Ihrem Konto nicht möglich.\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `${c.storeName} : nous avons reçu votre demande PRO`,
      text: `Bonjour ${str(p.firstname)},\n\nmerci pour votre demande de compte PRO. Nous examinons chaque demande et vous la confirmons par e-mail, généralement sous ${str(p.days_min)} à ${str(p.days_max)} jours ouvrés. D’ici là, vous ne pouvez pas vous connecter à votre compte.\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `${c.storeName}: esam saņēmuši jūsu PRO pieteikumu`,
      text: `Sveiki, ${str(p.firstname)}!\n\nPaldies par PRO konta pieteikumu. Mēs izskatām katru pieteikumu un apstiprinām to pa e-pastu, parasti ${str(p.days_min)} līdz ${str(p.days_max)} darba dienu laikā. Līdz tam pierakstīties kontā nav iespējams.\n\n${c.storeName}`,
    }),
  },
  pro_application_approved: {
    en: (p, c) => ({
      subject: `${c.storeName}: your PRO account is approved`,
      text: `Hello ${str(p.firstname)},\n\nyour PRO application is approved. Sign in to your PRO account here:\n${c.link('/prologin')}\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `${c.storeName}: Ihr PRO-Konto ist freigeschaltet`,
      text: `Hallo ${str(p.firstname)},\n\nIhre PRO-Bewerbung wurde angenommen. Hier melden Sie sich bei Ihrem PRO-Konto an:\n${c.link('/prologin')}\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `${c.storeName} : votre compte PRO est approuvé`,
      text: `Bonjour ${str(p.firstname)},\n\nvotre demande PRO est approuvée. Connectez-vous à votre compte PRO ici :\n${c.link('/prologin')}\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `${c.storeName}: jūsu PRO konts ir apstiprināts`,
      text: `Sveiki, ${str(p.firstname)}!\n\nJūsu PRO pieteikums ir apstiprināts. Pierakstieties savā PRO kontā šeit:\n${c.link('/prologin')}\n\n${c.storeName}`,
    }),
  },
  pro_application_rejected: {
    en: (p, c) => ({
      subject: `${c.storeName}: your PRO application`,
      text: `Hello ${str(p.firstname)},\n\nthank you for your interest. We are sorry: your PRO application was not approved. If you have any questions, reply to this e-mail.\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `${c.storeName}: Ihre PRO-Bewerbung`,
      text: `Hallo ${str(p.firstname)},\n\nvielen Dank für Ihr Interesse. Leider wurde Ihre PRO-Bewerbung nicht angenommen. Wenn Sie Fragen haben, antworten Sie auf diese E-Mail.\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `${c.storeName} : votre demande PRO`,
      text: `Bonjour ${str(p.firstname)},\n\nmerci de votre intérêt. Nous sommes désolés : votre demande PRO n’a pas été approuvée. Pour toute question, répondez à cet e-mail.\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `${c.storeName}: jūsu PRO pieteikums`,
      text: `Sveiki, ${str(p.firstname)}!\n\nPaldies par interesi. Diemžēl jūsu PRO pieteikums netika apstiprināts. Ja jums ir jautājumi, atbildiet uz šo e-pastu.\n\n${c.storeName}`,
    }),
  },
  newsletter_subscription_confirm: {
    en: (p, c) => ({
      subject: `Confirm your ${c.storeName} newsletter subscription`,
      text: `Hello,\n\nplease confirm that you want to receive the ${c.storeName} newsletter at this address by following this link:\n${c.link(str(p.path))}\n\nUntil you do, you will not receive it. If you did not ask for it, ignore this e-mail.\n\n${c.storeName}`,
    }),
    de: (p, c) => ({
      subject: `Bitte bestätigen Sie Ihr Newsletter-Abonnement bei ${c.storeName}`,
      text: `Guten Tag,\n\nbitte bestätigen Sie über diesen Link, dass Sie den Newsletter von ${c.storeName} an diese Adresse erhalten möchten:\n${c.link(str(p.path))}\n\nBis dahin erhalten Sie ihn nicht. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.\n\n${c.storeName}`,
    }),
    fr: (p, c) => ({
      subject: `Confirmez votre abonnement à la newsletter ${c.storeName}`,
      text: `Bonjour,\n\nveuillez confirmer que vous souhaitez recevoir la newsletter ${c.storeName} à cette adresse en suivant ce lien :\n${c.link(str(p.path))}\n\nD’ici là, vous ne la recevrez pas. Si vous n’en avez pas fait la demande, ignorez cet e-mail.\n\n${c.storeName}`,
    }),
    lv: (p, c) => ({
      subject: `Apstipriniet ${c.storeName} jaunumu abonementu`,
      text: `Sveiki!\n\nLūdzu, apstipriniet, ka vēlaties saņemt ${c.storeName} jaunumus uz šo adresi, atverot šo saiti:\n${c.link(str(p.path))}\n\nLīdz tam jūs tos nesaņemsiet. Ja to nepieprasījāt, ignorējiet šo e-pastu.\n\n${c.storeName}`,
    }),
  },
  newsletter_subscription_success: {
    en: (_p, c) => ({
      subject: `${c.storeName}: newsletter subscription confirmed`,
      text: `Thank you for subscribing to the ${c.storeName} newsletter.\n\nYou can unsubscribe at any time in your account or through the link in every newsletter.\n\n${c.storeName}`,
    }),
    de: (_p, c) => ({
      subject: `${c.storeName}: Newsletter-Abonnement bestätigt`,
      text: `Vielen Dank für Ihr Abonnement des Newsletters von ${c.storeName}.\n\nSie können ihn jederzeit in Ihrem Konto oder über den Link in jedem Newsletter abbestellen.\n\n${c.storeName}`,
    }),
    fr: (_p, c) => ({
      subject: `${c.storeName} : abonnement à la newsletter confirmé`,
      text: `Merci de vous être abonné(e) à la newsletter ${c.storeName}.\n\nVous pouvez vous désabonner à tout moment depuis votre compte ou via le lien présent dans chaque newsletter.\n\n${c.storeName}`,
    }),
    lv: (_p, c) => ({
      subject: `${c.storeName}: jaunumu abonements apstiprināts`,
      text: `Paldies, ka abonējāt ${c.storeName} jaunumus.\n\nJūs varat atteikties jebkurā laikā savā kontā vai ar saiti katrā jaunumu vēstulē.\n\n${c.storeName}`,
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
