import type { Lang } from './catalog-data.js';
import type { SeedBlock, SeedPage } from './cms-data.js';
import {
  bulkBuy,
  bundle,
  businessForm,
  buttons,
  columns,
  contactForm,
  divider,
  faq,
  heading,
  productQuiz,
  products,
  promoBanner,
  row,
  section,
  tabs,
  text,
} from './pagebuilder.js';

/** Customer-service pages linked from the footer (contact, shipping, faq) and category landing blocks. */

/** One question of a FAQ block (answers become HTML paragraphs). */
const CONTACT_FORM: Record<Lang, [string, string]> = {
  en: ['Send us a message', '<p>We reply within one working day.</p>'],
  de: ['Schreiben Sie uns', '<p>Wir antworten innerhalb eines Werktages.</p>'],
  fr: ['Écrivez-nous', '<p>Nous répondons sous un jour ouvré.</p>'],
};

const faqItem = (q: string, a: string): [string, string] => [q, `<p>${a}</p>`];

function basePagesFor(lang: Lang): SeedPage[] {
  if (lang === 'de') {
    return [
      {
        identifier: 'contact',
        title: 'Kontakt',
        content_heading: 'Kontakt',
        page_layout: '1column',
        meta_title: 'Kontakt',
        meta_description: 'So erreichen Sie den Kundenservice von Aurora Botanica.',
        meta_keywords: 'Kontakt, Kundenservice',
        content:
          row(
            heading('Wir helfen gern', 2) +
              text(
                '<p>Unser Kundenservice ist montags bis freitags von 9 bis 17 Uhr (MEZ) für Sie da. Wir antworten in der Regel innerhalb eines Werktages.</p>',
              ),
          ) +
          row(
            columns([
              heading('E-Mail', 3) +
                text(
                  '<p><a href="mailto:service@aurora-botanica.example">service@aurora-botanica.example</a></p>',
                ),
              heading('Telefon', 3) + text('<p>+358 40 123 4567<br>Mo–Fr 9–17 Uhr</p>'),
              heading('Adresse', 3) +
                text('<p>Aurora Botanica Oy<br>Koskikatu 12<br>96200 Rovaniemi, Finnland</p>'),
            ]),
          ) +
          row(
            text('<p>Fragen zu Ihrer Bestellung? Halten Sie bitte Ihre Bestellnummer bereit.</p>') +
              buttons([{ label: 'Häufige Fragen', href: '/faq', linkType: 'page', style: 'secondary' }]),
          ),
      },
      {
        identifier: 'shipping',
        title: 'Versand & Rückgabe',
        content_heading: 'Versand & Rückgabe',
        page_layout: '1column',
        meta_title: 'Versand & Rückgabe',
        meta_description: 'Lieferzeiten, Versandkosten und Rückgabe bei Aurora Botanica.',
        meta_keywords: 'Versand, Rückgabe, Lieferung',
        content:
          row(
            heading('Versand', 2) +
              text(
                '<p>Wir versenden aus unserem Lager in Finnland innerhalb von 1–2 Werktagen. Die Lieferung nach Deutschland dauert in der Regel 3–5 Werktage. Ab dem im Warenkorb angezeigten Bestellwert ist der Standardversand kostenlos.</p><ul><li>Standardversand: 3–5 Werktage</li><li>Expressversand: 1–2 Werktage</li><li>Abholung in einer Packstation: 3–5 Werktage</li></ul>',
              ),
          ) +
          row(
            heading('Rückgabe', 2) +
              text(
                '<p>Ungeöffnete Produkte können Sie innerhalb von 30 Tagen zurückgeben. Melden Sie die Rücksendung in Ihrem Kundenkonto an oder kontaktieren Sie uns – das Rücksendeetikett ist kostenlos.</p>',
              ) +
              buttons([{ label: 'Kontakt', href: '/contact', linkType: 'page' }]),
          ),
      },
      {
        identifier: 'faq',
        title: 'Häufige Fragen',
        content_heading: 'Häufige Fragen',
        page_layout: '1column',
        meta_title: 'FAQ',
        meta_description: 'Antworten auf häufige Fragen zu Produkten, Bestellungen und Versand.',
        meta_keywords: 'FAQ, Hilfe',
        content: section(
          faq([
            faqItem(
              'Sind Ihre Produkte vegan?',
              'Ja. Alle Formeln sind vegan und von der Vegan Society zertifiziert; wir testen nicht an Tieren.',
            ),
            faqItem(
              'Wie lange sind die Produkte haltbar?',
              'Ungeöffnet mindestens 24 Monate. Nach dem Öffnen gilt das Symbol mit dem offenen Tiegel auf der Verpackung.',
            ),
            faqItem(
              'Kann ich meine Bestellung ändern?',
              'Solange sie noch nicht versandt wurde: Schreiben Sie uns mit Ihrer Bestellnummer, wir helfen gern.',
            ),
            faqItem(
              'Wie funktionieren Geschenkkarten?',
              'E-Geschenkkarten werden per E-Mail zugestellt und sind 3 Jahre gültig. Sie können an der Kasse eingelöst werden.',
            ),
            faqItem(
              'Erhalte ich Proben?',
              'Ja, zu jeder Bestellung legen wir kostenlose Proben bei – Sie können sie im Warenkorb auswählen.',
            ),
          ]),
        ),
      },
    ];
  }
  if (lang === 'fr') {
    return [
      {
        identifier: 'contact',
        title: 'Nous contacter',
        content_heading: 'Nous contacter',
        page_layout: '1column',
        meta_title: 'Nous contacter',
        meta_description: 'Comment joindre le service client d’Aurora Botanica.',
        meta_keywords: 'contact, service client',
        content:
          row(
            heading('Nous sommes là pour vous', 2) +
              text(
                '<p>Notre service client vous répond du lundi au vendredi de 9 h à 17 h (CET), en général sous un jour ouvré.</p>',
              ),
          ) +
          row(
            columns([
              heading('E-mail', 3) +
                text(
                  '<p><a href="mailto:service@aurora-botanica.example">service@aurora-botanica.example</a></p>',
                ),
              heading('Téléphone', 3) + text('<p>+358 40 123 4567<br>Lun–ven 9 h–17 h</p>'),
              heading('Adresse', 3) +
                text('<p>Aurora Botanica Oy<br>Koskikatu 12<br>96200 Rovaniemi, Finlande</p>'),
            ]),
          ) +
          row(
            text('<p>Une question sur votre commande ? Munissez-vous de votre numéro de commande.</p>') +
              buttons([
                { label: 'Questions fréquentes', href: '/faq', linkType: 'page', style: 'secondary' },
              ]),
          ),
      },
      {
        identifier: 'shipping',
        title: 'Livraison & retours',
        content_heading: 'Livraison & retours',
        page_layout: '1column',
        meta_title: 'Livraison & retours',
        meta_description: 'Délais, frais de livraison et retours chez Aurora Botanica.',
        meta_keywords: 'livraison, retours',
        content:
          row(
            heading('Livraison', 2) +
              text(
                '<p>Nous expédions depuis notre entrepôt en Finlande sous 1 à 2 jours ouvrés. La livraison en France prend généralement 3 à 5 jours ouvrés. La livraison standard est offerte au-delà du montant affiché dans votre panier.</p><ul><li>Standard : 3 à 5 jours ouvrés</li><li>Express : 1 à 2 jours ouvrés</li><li>Point relais : 3 à 5 jours ouvrés</li></ul>',
              ),
          ) +
          row(
            heading('Retours', 2) +
              text(
                '<p>Les produits non ouverts peuvent être retournés sous 30 jours. Déclarez le retour depuis votre compte ou contactez-nous : l’étiquette de retour est gratuite.</p>',
              ) +
              buttons([{ label: 'Nous contacter', href: '/contact', linkType: 'page' }]),
          ),
      },
      {
        identifier: 'faq',
        title: 'Questions fréquentes',
        content_heading: 'Questions fréquentes',
        page_layout: '1column',
        meta_title: 'FAQ',
        meta_description: 'Réponses aux questions fréquentes sur nos produits, commandes et livraisons.',
        meta_keywords: 'FAQ, aide',
        content: section(
          faq([
            faqItem(
              'Vos produits sont-ils vegan ?',
              'Oui. Toutes nos formules sont vegan et certifiées par la Vegan Society ; nous ne testons pas sur les animaux.',
            ),
            faqItem(
              'Combien de temps se conservent-ils ?',
              'Au moins 24 mois fermés. Après ouverture, reportez-vous au symbole du pot ouvert sur l’emballage.',
            ),
            faqItem(
              'Puis-je modifier ma commande ?',
              'Tant qu’elle n’est pas expédiée : écrivez-nous avec votre numéro de commande.',
            ),
            faqItem(
              'Comment fonctionnent les cartes cadeaux ?',
              'Les cartes électroniques sont envoyées par e-mail et valables 3 ans. Elles s’utilisent au moment du paiement.',
            ),
            faqItem(
              'Vais-je recevoir des échantillons ?',
              'Oui, des échantillons gratuits accompagnent chaque commande ; choisissez-les dans votre panier.',
            ),
          ]),
        ),
      },
    ];
  }
  return [
    {
      identifier: 'contact',
      title: 'Contact us',
      content_heading: 'Contact us',
      page_layout: '1column',
      meta_title: 'Contact us',
      meta_description: 'How to reach Aurora Botanica customer service.',
      meta_keywords: 'contact, customer service',
      content:
        row(
          heading('We are happy to help', 2) +
            text(
              '<p>Our customer service team is available Monday to Friday, 9:00–17:00 (CET), and usually replies within one working day.</p>',
            ),
        ) +
        row(
          columns([
            heading('E-mail', 3) +
              text(
                '<p><a href="mailto:service@aurora-botanica.example">service@aurora-botanica.example</a></p>',
              ),
            heading('Phone', 3) + text('<p>+358 40 123 4567<br>Mon–Fri 9:00–17:00</p>'),
            heading('Address', 3) +
              text('<p>Aurora Botanica Oy<br>Koskikatu 12<br>96200 Rovaniemi, Finland</p>'),
          ]),
        ) +
        row(
          text('<p>Questions about an order? Please have your order number ready.</p>') +
            buttons([
              { label: 'Frequently asked questions', href: '/faq', linkType: 'page', style: 'secondary' },
            ]),
        ),
    },
    {
      identifier: 'shipping',
      title: 'Shipping & returns',
      content_heading: 'Shipping & returns',
      page_layout: '1column',
      meta_title: 'Shipping & returns',
      meta_description: 'Delivery times, shipping costs and returns at Aurora Botanica.',
      meta_keywords: 'shipping, returns, delivery',
      content:
        row(
          heading('Shipping', 2) +
            text(
              '<p>We ship from our warehouse in Finland within 1–2 working days. Delivery within the EU usually takes 3–5 working days, and to Australia 7–12 working days. Standard shipping is free above the order value shown in your cart.</p><ul><li>Standard: 3–5 working days</li><li>Express: 1–2 working days</li><li>Parcel locker pick-up: 3–5 working days</li></ul>',
            ),
        ) +
        row(
          heading('Returns', 2) +
            text(
              '<p>Unopened products can be returned within 30 days. Register the return in your account or contact us – the return label is free.</p>',
            ) +
            buttons([{ label: 'Contact us', href: '/contact', linkType: 'page' }]),
        ),
    },
    {
      identifier: 'faq',
      title: 'Frequently asked questions',
      content_heading: 'Frequently asked questions',
      page_layout: '1column',
      meta_title: 'FAQ',
      meta_description: 'Answers to common questions about products, orders and delivery.',
      meta_keywords: 'FAQ, help',
      content: section(
        faq([
          faqItem(
            'Are your products vegan?',
            'Yes. Every formula is vegan and certified by the Vegan Society; we never test on animals.',
          ),
          faqItem(
            'How long do the products keep?',
            'At least 24 months unopened. Once opened, follow the open-jar symbol on the pack.',
          ),
          faqItem(
            'Can I change my order?',
            'As long as it has not shipped: write to us with your order number and we will help.',
          ),
          faqItem(
            'How do gift cards work?',
            'E-gift cards arrive by e-mail and are valid for 3 years. Redeem them at checkout.',
          ),
          faqItem(
            'Will I get samples?',
            'Yes, free samples come with every order – choose them in your cart.',
          ),
        ]),
      ),
    },
  ];
}

export function categoryBlocksFor(lang: Lang): SeedBlock[] {
  const t = {
    en: [
      'Skincare rituals from the far north',
      'Build your routine in three steps: cleanse, treat, moisturise.',
      'Not sure where to start?',
      'Take our skin quiz and get a personalised routine.',
      'Colour that cares',
      'Every shade is enriched with Arctic plant oils.',
      'Gift cards for every occasion',
      'Delivered by e-mail in minutes or beautifully boxed.',
    ],
    de: [
      'Pflegerituale aus dem hohen Norden',
      'Ihre Routine in drei Schritten: reinigen, pflegen, Feuchtigkeit spenden.',
      'Unsicher, wo Sie anfangen sollen?',
      'Machen Sie unser Haut-Quiz und erhalten Sie Ihre persönliche Routine.',
      'Farbe, die pflegt',
      'Jeder Farbton ist mit arktischen Pflanzenölen angereichert.',
      'Geschenkkarten für jeden Anlass',
      'In Minuten per E-Mail oder schön verpackt.',
    ],
    fr: [
      'Rituels de soin du Grand Nord',
      'Votre routine en trois étapes : nettoyer, traiter, hydrater.',
      'Vous ne savez pas par où commencer ?',
      'Faites notre diagnostic de peau et recevez une routine personnalisée.',
      'La couleur qui soigne',
      'Chaque teinte est enrichie d’huiles végétales arctiques.',
      'Des cartes cadeaux pour toutes les occasions',
      'Envoyées par e-mail en quelques minutes ou joliment emballées.',
    ],
  }[lang];
  return [
    {
      identifier: 'skincare-landing',
      title: 'Skincare landing',
      content: row(heading(t[0]!, 2) + text(`<p>${t[1]!}</p>`)),
    },
    {
      identifier: 'skincare-middle',
      title: 'Skincare middle',
      content: row(heading(t[2]!, 3) + text(`<p>${t[3]!}</p>`)),
    },
    {
      identifier: 'makeup-landing',
      title: 'Make-up landing',
      content: row(heading(t[4]!, 2) + text(`<p>${t[5]!}</p>`)),
    },
    {
      identifier: 'gifts-middle',
      title: 'Gifts middle',
      content: row(heading(t[6]!, 3) + text(`<p>${t[7]!}</p>`)),
    },
  ];
}

/** Customer-service pages (contact with its form, shipping, faq), the business landing page and the skin quiz page. */
export function servicePagesFor(lang: Lang): SeedPage[] {
  const [contactTitle, contactText] = CONTACT_FORM[lang];
  return [
    ...basePagesFor(lang).map((page) =>
      page.identifier === 'contact'
        ? { ...page, content: page.content + section(contactForm(contactTitle, contactText)) }
        : page,
    ),
    businessPage(lang),
    skinQuizPage(lang),
  ];
}

const BUSINESS: Record<
  Lang,
  {
    title: string;
    metaDescription: string;
    heroTitle: string;
    heroText: string;
    heroButton: string;
    why: [string, string][];
    tabs: [string, string][];
    bulkTitle: string;
    bundleTitle: string;
    bundleText: string;
    formTitle: string;
    formText: string;
    contactTitle: string;
    contactText: string;
  }
> = {
  en: {
    title: 'Aurora Botanica for business',
    metaDescription:
      'Wholesale, spa and hotel partnerships with Aurora Botanica: salon sizes, trade prices and training.',
    heroTitle: 'Nordic skincare for your business',
    heroText:
      'Spas, hotels and concept stores across Europe and Australia offer Aurora Botanica to their guests.',
    heroButton: 'Become a partner',
    why: [
      ['Trade prices', 'Tiered wholesale prices from the first order, with free shipping above €500.'],
      ['Salon sizes', 'Our bestsellers in 250 ml and 500 ml professional sizes with pumps.'],
      ['Training', 'Online and on-site training for your team, plus treatment protocols.'],
    ],
    tabs: [
      [
        'Spas & salons',
        '<p>Professional sizes, treatment protocols and retail displays for your treatment rooms.</p>',
      ],
      [
        'Hotels',
        '<p>Amenities in refillable glass and sugarcane bottles with your guests’ comfort in mind.</p>',
      ],
      [
        'Retailers',
        '<p>Testers, shelf displays and marketing material for concept stores and pharmacies.</p>',
      ],
    ],
    bulkTitle: 'Order in quantity',
    bundleTitle: 'Treatment room starter set',
    bundleText: '<p>Everything a treatment room needs for its first month.</p>',
    formTitle: 'Become a stockist',
    formText: '<p>Tell us about your business. Our sales team replies within 3 to 5 working days.</p>',
    contactTitle: 'Questions first?',
    contactText: '<p>Write to our trade team – we are happy to help.</p>',
  },
  de: {
    title: 'Aurora Botanica für Geschäftskunden',
    metaDescription:
      'Großhandel, Spa- und Hotelpartnerschaften mit Aurora Botanica: Salongrößen, Händlerpreise und Schulungen.',
    heroTitle: 'Nordische Hautpflege für Ihr Unternehmen',
    heroText:
      'Spas, Hotels und Concept Stores in Europa und Australien bieten ihren Gästen Aurora Botanica an.',
    heroButton: 'Partner werden',
    why: [
      [
        'Händlerpreise',
        'Gestaffelte Großhandelspreise ab der ersten Bestellung, versandkostenfrei ab 500 €.',
      ],
      ['Salongrößen', 'Unsere Bestseller in professionellen 250-ml- und 500-ml-Größen mit Pumpspender.'],
      ['Schulungen', 'Online- und Vor-Ort-Schulungen für Ihr Team, dazu Behandlungsprotokolle.'],
    ],
    tabs: [
      [
        'Spas & Salons',
        '<p>Profigrößen, Behandlungsprotokolle und Verkaufsdisplays für Ihre Behandlungsräume.</p>',
      ],
      [
        'Hotels',
        '<p>Gästeartikel in nachfüllbaren Flaschen aus Glas und Zuckerrohr – mit Blick auf den Komfort Ihrer Gäste.</p>',
      ],
      ['Händler', '<p>Tester, Regaldisplays und Werbematerial für Concept Stores und Apotheken.</p>'],
    ],
    bulkTitle: 'In größeren Mengen bestellen',
    bundleTitle: 'Starter-Set für Behandlungsräume',
    bundleText: '<p>Alles, was ein Behandlungsraum im ersten Monat braucht.</p>',
    formTitle: 'Händler werden',
    formText:
      '<p>Erzählen Sie uns von Ihrem Unternehmen. Unser Vertriebsteam antwortet innerhalb von 3 bis 5 Werktagen.</p>',
    contactTitle: 'Erst noch Fragen?',
    contactText: '<p>Schreiben Sie unserem Händlerteam – wir helfen gern.</p>',
  },
  fr: {
    title: 'Aurora Botanica pour les professionnels',
    metaDescription:
      'Partenariats grossistes, spas et hôtels avec Aurora Botanica : formats cabine, prix professionnels et formations.',
    heroTitle: 'Des soins nordiques pour votre activité',
    heroText:
      'Spas, hôtels et concept stores en Europe et en Australie proposent Aurora Botanica à leurs clients.',
    heroButton: 'Devenir partenaire',
    why: [
      [
        'Prix professionnels',
        'Des prix de gros dégressifs dès la première commande, livraison offerte dès 500 €.',
      ],
      ['Formats cabine', 'Nos best-sellers en formats professionnels de 250 ml et 500 ml avec pompe.'],
      ['Formation', 'Formations en ligne et sur site pour votre équipe, et protocoles de soin.'],
    ],
    tabs: [
      [
        'Spas & instituts',
        '<p>Formats professionnels, protocoles de soin et présentoirs pour vos cabines.</p>',
      ],
      [
        'Hôtels',
        '<p>Produits d’accueil en flacons rechargeables en verre et canne à sucre, pensés pour le confort de vos clients.</p>',
      ],
      ['Revendeurs', '<p>Testeurs, présentoirs et supports marketing pour concept stores et pharmacies.</p>'],
    ],
    bulkTitle: 'Commander en quantité',
    bundleTitle: 'Coffret de démarrage cabine',
    bundleText: '<p>Tout ce dont une cabine de soin a besoin pour son premier mois.</p>',
    formTitle: 'Devenir revendeur',
    formText:
      '<p>Parlez-nous de votre activité. Notre équipe commerciale répond sous 3 à 5 jours ouvrés.</p>',
    contactTitle: 'Des questions avant ?',
    contactText: '<p>Écrivez à notre équipe professionnelle, nous serons ravis de vous aider.</p>',
  },
};

/** The business landing page (/business): partnership offer, bulk buy, a set, the business inquiry and contact forms. */
function businessPage(lang: Lang): SeedPage {
  const t = BUSINESS[lang];
  return {
    identifier: 'business',
    title: t.title,
    content_heading: '',
    page_layout: 'cms-full-width',
    meta_title: t.title,
    meta_description: t.metaDescription,
    meta_keywords: 'wholesale, spa, hotel, Aurora Botanica',
    content:
      section(
        promoBanner(
          {
            name: t.heroTitle,
            image: '/media/wysiwyg/about/lapland-fells.png',
            content: `<h1>${t.heroTitle}</h1><p>${t.heroText}</p>`,
            button: t.heroButton,
            href: '/contact',
            light: true,
          },
          420,
        ),
        { appearance: 'full-bleed', marginBottom: 40 },
      ) +
      section(columns(t.why.map(([title, body]) => heading(title, 2) + text(`<p>${body}</p>`)))) +
      section(tabs(t.tabs.map(([name, body]) => [name, text(body)]))) +
      section(divider()) +
      section(bulkBuy(t.bulkTitle, ['AB-CL-002', 'AB-SE-002', 'AB-BO-001', 'AB-BO-003'])) +
      section(
        bundle({
          title: t.bundleTitle,
          skus: ['AB-CL-001', 'AB-SE-003', 'AB-MA-001'],
          price: 99,
          descriptionHtml: t.bundleText,
        }),
      ) +
      section(businessForm(t.formTitle, t.formText)) +
      section(contactForm(t.contactTitle, t.contactText)),
  };
}

const QUIZ: Record<Lang, { title: string; text: string; more: string }> = {
  en: {
    title: 'Skin Quiz',
    text: 'Answer a few questions and we will e-mail you a routine made for your skin.',
    more: 'Not ready yet? Browse our bestsellers.',
  },
  de: {
    title: 'Haut-Quiz',
    text: 'Beantworten Sie ein paar Fragen, und wir schicken Ihnen eine Routine für Ihre Haut per E-Mail.',
    more: 'Noch nicht so weit? Entdecken Sie unsere Bestseller.',
  },
  fr: {
    title: 'Diagnostic de peau',
    text: 'Répondez à quelques questions et recevez par e-mail une routine adaptée à votre peau.',
    more: 'Pas encore prêt·e ? Découvrez nos meilleures ventes.',
  },
};

/** The skin quiz (/skin-quiz): the page the quiz promo links to. */
function skinQuizPage(lang: Lang): SeedPage {
  const t = QUIZ[lang];
  return {
    identifier: 'skin-quiz',
    title: t.title,
    content_heading: t.title,
    page_layout: '1column',
    meta_title: t.title,
    meta_description: t.text,
    meta_keywords: 'skin quiz, routine',
    content:
      section(text(`<p>${t.text}</p>`) + productQuiz(t.title)) +
      section(heading(t.more, 2) + products({ categoryId: 3 }, { appearance: 'carousel', count: 8 })),
  };
}
