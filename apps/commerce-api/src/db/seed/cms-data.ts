import {
  bestsellerSlider,
  blogSlider,
  buttons,
  categoryPicker,
  cmsBlock,
  columns,
  faq,
  heading,
  image,
  map,
  newsletter,
  products,
  promoBanner,
  quizPromo,
  section,
  slider,
  text,
  video,
  type MapLocationDef,
} from './pagebuilder.js';
import type { Lang } from './catalog-data.js';

/**
 * CMS pages and blocks per language, written as Magento Page Builder HTML with the shop's
 * content types (see apps/storefront/src/features/content/pagebuilder/README.md). English lives in the default
 * scope (store 0) and so serves the en, au and mc store views; German and French per store view.
 */
export interface SeedPage {
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
}

export interface SeedBlock {
  identifier: string;
  title: string;
  content: string;
}

type CatLinks = {
  skincare: string;
  serums: string;
  moisturisers: string;
  makeup: string;
  body: string;
  sets: string;
};

const links: Record<Lang, CatLinks> = {
  en: {
    skincare: '/skincare.html',
    serums: '/skincare/serums.html',
    moisturisers: '/skincare/moisturisers.html',
    makeup: '/make-up.html',
    body: '/body.html',
    sets: '/sets-gifts.html',
  },
  de: {
    skincare: '/hautpflege.html',
    serums: '/hautpflege/seren.html',
    moisturisers: '/hautpflege/feuchtigkeitspflege.html',
    makeup: '/make-up.html',
    body: '/koerper.html',
    sets: '/sets-geschenke.html',
  },
  fr: {
    skincare: '/soins-visage.html',
    serums: '/soins-visage/serums.html',
    moisturisers: '/soins-visage/hydratants.html',
    makeup: '/maquillage.html',
    body: '/corps.html',
    sets: '/coffrets-cadeaux.html',
  },
};

/** Seeded media (seed/index.ts generates them; banners are PNGs). */
const MEDIA = {
  hero: '/media/wysiwyg/home/hero-aurora.png',
  fells: '/media/wysiwyg/about/lapland-fells.png',
  makeup: '/media/catalog/category/make-up.png',
  makeupMobile: '/media/catalog/category/make-up-mobile.png',
  sets: '/media/catalog/category/sets-gifts.png',
  setsMobile: '/media/catalog/category/sets-gifts-mobile.png',
  skincareMobile: '/media/catalog/category/skincare-mobile.png',
};

/** Category ids of the seeded tree (catalog-data.ts). */
const CATEGORY = { skincare: 3, serums: 5, moisturisers: 6, makeup: 8, body: 12, sets: 13 };

/** Products the home page features by SKU (simple products, so the cards add to the bag). */
export const HOME_FEATURED_SKUS = ['AB-SE-002', 'AB-SE-003', 'AB-CL-001', 'AB-CL-003'];

/** Where Aurora Botanica sells in person (the /about map). */
const STORES: MapLocationDef[] = [
  {
    name: 'Aurora Botanica Rovaniemi',
    lat: 66.5028,
    lng: 25.7285,
    comment: 'Flagship store and skin studio',
    phone: '+358 40 123 4567',
    address: 'Koskikatu 12',
    city: 'Rovaniemi',
    zipcode: '96200',
    country: 'Finland',
  },
  {
    name: 'Aurora Botanica Helsinki',
    lat: 60.1686,
    lng: 24.9414,
    comment: 'Design District boutique',
    phone: '+358 40 765 4321',
    address: 'Uudenmaankatu 7',
    city: 'Helsinki',
    zipcode: '00120',
    country: 'Finland',
  },
  {
    name: 'Aurora Botanica Berlin',
    lat: 52.5306,
    lng: 13.4019,
    comment: 'Shop-in-shop at Nordic Living',
    phone: '+49 30 1234 5678',
    address: 'Torstraße 88',
    city: 'Berlin',
    zipcode: '10119',
    country: 'Germany',
  },
];

interface HomeTexts {
  title: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  slides: { title: string; body: string; button: string }[];
  pickerTitle: string;
  bestsellers: string;
  storyTitle: string;
  story: string;
  serums: string;
  moisturisers: string;
  featured: string;
  featuredText: string;
  aboutBanner: { title: string; body: string; button: string };
  quiz: { title: string; text: string; button: string };
  journal: string;
  faqTitle: string;
  faq: [string, string][];
  newsletterTitle: string;
  newsletter: string;
}

const HOME: Record<Lang, HomeTexts> = {
  en: {
    title: 'Home Page',
    metaTitle: 'Aurora Botanica – Nordic skincare',
    metaDescription: 'Nordic skincare made with Arctic berries, birch sap and sea buckthorn.',
    metaKeywords: 'skincare, natural cosmetics, nordic',
    slides: [
      {
        title: 'The strength of the far north',
        body: 'New cloudberry and birch sap care for radiant skin through every season.',
        button: 'Discover skincare',
      },
      {
        title: 'Colour that cares',
        body: 'Make-up enriched with Arctic plant oils, in shades inspired by Nordic summer nights.',
        button: 'Shop make-up',
      },
      {
        title: 'Gifts from the north',
        body: 'Curated rituals in recyclable gift boxes – ready to give.',
        button: 'Find a gift',
      },
    ],
    pickerTitle: 'Shop by category',
    bestsellers: 'Bestsellers',
    storyTitle: 'Harvested under the midnight sun',
    story:
      'Our actives grow in Lapland, where plants gather all their strength in a few bright weeks. We turn them gently into effective, vegan formulas.',
    serums: 'Serums',
    moisturisers: 'Moisturisers',
    featured: 'The serum edit',
    featuredText: 'Four concentrated formulas our skin experts reach for first.',
    aboutBanner: {
      title: 'Born in Lapland',
      body: 'Two sisters, one biochemist and one herbalist, and a promise to the Arctic landscape.',
      button: 'Our story',
    },
    quiz: {
      title: 'Skin Quiz',
      text: "Not sure what your skin needs? Let's build you a personalised routine.",
      button: 'Take The Test',
    },
    journal: 'From the journal',
    faqTitle: 'Questions, answered',
    faq: [
      [
        'Are your products vegan?',
        '<p>Yes. Every formula is vegan and certified by the Vegan Society; we never test on animals.</p>',
      ],
      [
        'How quickly do you ship?',
        '<p>Orders leave our warehouse in Finland within 1–2 working days; EU delivery takes 3–5 working days.</p>',
      ],
      ['Do I get samples?', '<p>Yes – choose free samples in your bag with every order.</p>'],
      [
        'Can I return a product?',
        '<p>Unopened products can be returned within 30 days, and the return label is free.</p>',
      ],
    ],
    newsletterTitle: 'Join the Aurora circle',
    newsletter: '<p>Nordic rituals, early access to launches and 10% off your first order.</p>',
  },
  de: {
    title: 'Startseite',
    metaTitle: 'Aurora Botanica – Nordische Hautpflege',
    metaDescription: 'Nordische Hautpflege mit arktischen Beeren, Birkensaft und Sanddorn.',
    metaKeywords: 'Hautpflege, Naturkosmetik, nordisch',
    slides: [
      {
        title: 'Die Kraft des hohen Nordens',
        body: 'Neue Pflege mit Moltebeere und Birkensaft – für strahlende Haut durch jede Jahreszeit.',
        button: 'Hautpflege entdecken',
      },
      {
        title: 'Farbe, die pflegt',
        body: 'Make-up mit arktischen Pflanzenölen, in Farbtönen nordischer Sommernächte.',
        button: 'Make-up ansehen',
      },
      {
        title: 'Geschenke aus dem Norden',
        body: 'Abgestimmte Rituale in recycelbaren Geschenkboxen – bereit zum Verschenken.',
        button: 'Geschenke finden',
      },
    ],
    pickerTitle: 'Nach Kategorie einkaufen',
    bestsellers: 'Bestseller',
    storyTitle: 'Geerntet unter der Mitternachtssonne',
    story:
      'Unsere Wirkstoffe wachsen in Lappland, wo Pflanzen in nur wenigen hellen Wochen ihre ganze Kraft sammeln. Wir verarbeiten sie schonend zu wirksamen, veganen Formeln.',
    serums: 'Seren',
    moisturisers: 'Feuchtigkeitspflege',
    featured: 'Unsere Serum-Auswahl',
    featuredText: 'Vier konzentrierte Formeln, zu denen unsere Hautexpertinnen zuerst greifen.',
    aboutBanner: {
      title: 'Geboren in Lappland',
      body: 'Zwei Schwestern, eine Biochemikerin und eine Kräuterkundige, und ein Versprechen an die arktische Landschaft.',
      button: 'Unsere Geschichte',
    },
    quiz: {
      title: 'Haut-Quiz',
      text: 'Sie wissen nicht, was Ihre Haut braucht? Wir stellen Ihnen Ihre persönliche Routine zusammen.',
      button: 'Zum Test',
    },
    journal: 'Aus dem Journal',
    faqTitle: 'Ihre Fragen, unsere Antworten',
    faq: [
      [
        'Sind Ihre Produkte vegan?',
        '<p>Ja. Alle Formeln sind vegan und von der Vegan Society zertifiziert; wir testen nicht an Tieren.</p>',
      ],
      [
        'Wie schnell versenden Sie?',
        '<p>Bestellungen verlassen unser Lager in Finnland innerhalb von 1–2 Werktagen; nach Deutschland dauert die Lieferung 3–5 Werktage.</p>',
      ],
      ['Erhalte ich Proben?', '<p>Ja – wählen Sie zu jeder Bestellung kostenlose Proben im Warenkorb.</p>'],
      [
        'Kann ich ein Produkt zurückgeben?',
        '<p>Ungeöffnete Produkte können Sie innerhalb von 30 Tagen zurückgeben, das Rücksendeetikett ist kostenlos.</p>',
      ],
    ],
    newsletterTitle: 'Werden Sie Teil des Aurora-Kreises',
    newsletter:
      '<p>Nordische Rituale, früher Zugang zu Neuheiten und 10 % Rabatt auf Ihre erste Bestellung.</p>',
  },
  fr: {
    title: 'Accueil',
    metaTitle: 'Aurora Botanica – Soins nordiques',
    metaDescription: 'Des soins nordiques aux baies arctiques, à la sève de bouleau et à l’argousier.',
    metaKeywords: 'soins, cosmétiques naturels, nordique',
    slides: [
      {
        title: 'La force du Grand Nord',
        body: 'Nouveaux soins à la plaquebière et à la sève de bouleau, pour une peau lumineuse en toute saison.',
        button: 'Découvrir les soins',
      },
      {
        title: 'La couleur qui soigne',
        body: 'Un maquillage aux huiles végétales arctiques, aux teintes des nuits d’été nordiques.',
        button: 'Voir le maquillage',
      },
      {
        title: 'Des cadeaux venus du Nord',
        body: 'Des rituels choisis dans des coffrets recyclables, prêts à offrir.',
        button: 'Trouver un cadeau',
      },
    ],
    pickerTitle: 'Acheter par catégorie',
    bestsellers: 'Meilleures ventes',
    storyTitle: 'Récoltés sous le soleil de minuit',
    story:
      'Nos actifs poussent en Laponie, où les plantes concentrent toute leur énergie en quelques semaines de lumière. Nous les transformons délicatement en formules véganes et efficaces.',
    serums: 'Sérums',
    moisturisers: 'Hydratants',
    featured: 'La sélection sérums',
    featuredText: 'Quatre formules concentrées que nos expertes choisissent en premier.',
    aboutBanner: {
      title: 'Née en Laponie',
      body: 'Deux sœurs, une biochimiste et une herboriste, et une promesse faite au paysage arctique.',
      button: 'Notre histoire',
    },
    quiz: {
      title: 'Diagnostic de peau',
      text: 'Vous ne savez pas ce dont votre peau a besoin ? Composons ensemble votre routine personnalisée.',
      button: 'Faire le test',
    },
    journal: 'Le journal',
    faqTitle: 'Vos questions, nos réponses',
    faq: [
      [
        'Vos produits sont-ils vegan ?',
        '<p>Oui. Toutes nos formules sont vegan et certifiées par la Vegan Society ; nous ne testons pas sur les animaux.</p>',
      ],
      [
        'Quels sont les délais d’expédition ?',
        '<p>Les commandes quittent notre entrepôt en Finlande sous 1 à 2 jours ouvrés ; la livraison en France prend 3 à 5 jours ouvrés.</p>',
      ],
      [
        'Vais-je recevoir des échantillons ?',
        '<p>Oui – choisissez des échantillons gratuits dans votre panier à chaque commande.</p>',
      ],
      [
        'Puis-je retourner un produit ?',
        '<p>Les produits non ouverts peuvent être retournés sous 30 jours, l’étiquette de retour est gratuite.</p>',
      ],
    ],
    newsletterTitle: 'Rejoignez le cercle Aurora',
    newsletter: '<p>Rituels nordiques, avant-premières et 10 % de remise sur votre première commande.</p>',
  },
};

function homePage(lang: Lang): SeedPage {
  const t = HOME[lang];
  const l = links[lang];
  const [first, second, third] = t.slides as [
    HomeTexts['slides'][0],
    HomeTexts['slides'][0],
    HomeTexts['slides'][0],
  ];
  const hero = slider([
    {
      name: first.title,
      image: MEDIA.hero,
      mobileImage: MEDIA.skincareMobile,
      // The page's one h1: the first slide is what the home page is about.
      content: `<h1>${first.title}</h1><p>${first.body}</p>`,
      button: first.button,
      href: l.skincare,
      light: true,
    },
    {
      name: second.title,
      image: MEDIA.makeup,
      mobileImage: MEDIA.makeupMobile,
      content: `<h2>${second.title}</h2><p>${second.body}</p>`,
      button: second.button,
      href: l.makeup,
      light: true,
    },
    {
      name: third.title,
      image: MEDIA.sets,
      mobileImage: MEDIA.setsMobile,
      content: `<h2>${third.title}</h2><p>${third.body}</p>`,
      button: third.button,
      href: l.sets,
      light: true,
    },
  ]);
  return {
    identifier: 'home',
    title: t.title,
    content_heading: '',
    page_layout: 'cms-full-width',
    meta_title: t.metaTitle,
    meta_description: t.metaDescription,
    meta_keywords: t.metaKeywords,
    content:
      section(hero, { appearance: 'full-bleed', marginBottom: 32 }) +
      section(cmsBlock('home-usp'), { marginBottom: 40 }) +
      section(
        categoryPicker(t.pickerTitle, [CATEGORY.skincare, CATEGORY.makeup, CATEGORY.body, CATEGORY.sets]),
      ) +
      section(bestsellerSlider(t.bestsellers, 10)) +
      section(
        heading(t.storyTitle) +
          text(`<p>${t.story}</p>`) +
          buttons([
            { label: t.serums, href: l.serums, linkType: 'category' },
            { label: t.moisturisers, href: l.moisturisers, linkType: 'category', style: 'secondary' },
          ]),
        { textAlign: 'center' },
      ) +
      section(
        heading(t.featured) + text(`<p>${t.featuredText}</p>`) + products({ skus: HOME_FEATURED_SKUS }),
      ) +
      section(
        promoBanner(
          {
            name: t.aboutBanner.title,
            image: MEDIA.fells,
            content: `<h2>${t.aboutBanner.title}</h2><p>${t.aboutBanner.body}</p>`,
            button: t.aboutBanner.button,
            href: '/about',
            appearance: 'collage-left',
            overlayColor: 'rgba(11, 29, 58, 0.72)',
            light: true,
          },
          380,
        ),
        { appearance: 'full-width' },
      ) +
      section(
        quizPromo({ title: t.quiz.title, text: t.quiz.text, buttonText: t.quiz.button, link: '/skin-quiz' }),
      ) +
      section(blogSlider(t.journal, 6)) +
      section(heading(t.faqTitle) + faq(t.faq)) +
      section(newsletter(t.newsletterTitle, t.newsletter), {
        appearance: 'full-width',
        backgroundColor: '#f0ece4',
        padding: [40, 0, 40, 0],
        marginBottom: 0,
      }),
  };
}

interface AboutTexts {
  title: string;
  heading: string;
  metaDescription: string;
  storyTitle: string;
  story: string;
  imageAlt: string;
  caption: string;
  values: [string, string][];
  filmTitle: string;
  film: string;
  promiseTitle: string;
  promise: string;
  visitTitle: string;
  visit: string;
  shop: string;
}

const ABOUT: Record<Lang, AboutTexts> = {
  en: {
    title: 'About Us',
    heading: 'About Aurora Botanica',
    metaDescription: 'The story of Aurora Botanica, Nordic skincare from Lapland.',
    storyTitle: 'Our story',
    story:
      'Aurora Botanica was founded in 2014 in Rovaniemi by two sisters, a biochemist and a herbalist. Their aim: to turn the resilience of Arctic plants into skincare that truly works.',
    imageAlt: 'Fells in Lapland',
    caption: 'The fells of Lapland in late summer',
    values: [
      [
        'Wild, not farmed',
        'Cloudberries, lingonberries and birch sap are picked by hand from certified wild harvests.',
      ],
      [
        'Gentle science',
        'Cold extraction keeps the actives intact; every formula is tested by dermatologists.',
      ],
      ['Light footprint', 'Glass and sugarcane packaging, and refills for our bestsellers.'],
    ],
    filmTitle: 'A year in the Arctic',
    film: 'From the first birch sap in April to the cloudberry harvest in August: follow the seasons that shape our formulas.',
    promiseTitle: 'Our promise',
    promise:
      '<ul><li>Vegan, fragrance-free formulas</li><li>Wild plants from certified, sustainable harvests</li><li>Recyclable glass and sugarcane packaging</li></ul>',
    visitTitle: 'Visit us',
    visit: 'Try our products and book a skin consultation in one of our stores.',
    shop: 'Shop skincare',
  },
  de: {
    title: 'Über uns',
    heading: 'Über Aurora Botanica',
    metaDescription: 'Die Geschichte von Aurora Botanica, nordische Hautpflege aus Lappland.',
    storyTitle: 'Unsere Geschichte',
    story:
      'Aurora Botanica wurde 2014 in Rovaniemi von zwei Schwestern gegründet, einer Biochemikerin und einer Kräuterkundigen. Ihr Ziel: die Widerstandskraft arktischer Pflanzen in Pflege zu verwandeln, die wirklich wirkt.',
    imageAlt: 'Fjells in Lappland',
    caption: 'Die Fjells von Lappland im Spätsommer',
    values: [
      [
        'Wild gesammelt',
        'Moltebeeren, Preiselbeeren und Birkensaft werden von Hand aus zertifizierter Wildsammlung geerntet.',
      ],
      [
        'Sanfte Wissenschaft',
        'Kaltextraktion erhält die Wirkstoffe; jede Formel ist dermatologisch getestet.',
      ],
      [
        'Leichter Fußabdruck',
        'Verpackungen aus Glas und Zuckerrohr und Nachfüllpackungen für unsere Bestseller.',
      ],
    ],
    filmTitle: 'Ein Jahr in der Arktis',
    film: 'Vom ersten Birkensaft im April bis zur Moltebeerenernte im August: Begleiten Sie die Jahreszeiten, die unsere Formeln prägen.',
    promiseTitle: 'Unser Versprechen',
    promise:
      '<ul><li>Vegane Formeln ohne Duftstoffe</li><li>Wildpflanzen aus zertifizierter, nachhaltiger Sammlung</li><li>Recycelbare Verpackungen aus Glas und Zuckerrohr</li></ul>',
    visitTitle: 'Besuchen Sie uns',
    visit: 'Testen Sie unsere Produkte und buchen Sie eine Hautberatung in einem unserer Geschäfte.',
    shop: 'Zur Hautpflege',
  },
  fr: {
    title: 'À propos',
    heading: 'À propos d’Aurora Botanica',
    metaDescription: 'L’histoire d’Aurora Botanica, soins nordiques de Laponie.',
    storyTitle: 'Notre histoire',
    story:
      'Aurora Botanica a été fondée en 2014 à Rovaniemi par deux sœurs, une biochimiste et une herboriste. Leur ambition : transformer la résilience des plantes arctiques en soins réellement efficaces.',
    imageAlt: 'Les fjells de Laponie',
    caption: 'Les fjells de Laponie à la fin de l’été',
    values: [
      [
        'Sauvage, pas cultivé',
        'Plaquebières, airelles et sève de bouleau sont cueillies à la main dans des récoltes sauvages certifiées.',
      ],
      [
        'Une science douce',
        'L’extraction à froid préserve les actifs ; chaque formule est testée sous contrôle dermatologique.',
      ],
      [
        'Une empreinte légère',
        'Emballages en verre et en canne à sucre, et recharges pour nos best-sellers.',
      ],
    ],
    filmTitle: 'Une année en Arctique',
    film: 'De la première sève de bouleau en avril à la récolte des plaquebières en août : suivez les saisons qui façonnent nos formules.',
    promiseTitle: 'Notre engagement',
    promise:
      '<ul><li>Formules véganes sans parfum</li><li>Plantes sauvages issues de cueillettes certifiées et durables</li><li>Emballages recyclables en verre et en canne à sucre</li></ul>',
    visitTitle: 'Nous rendre visite',
    visit: 'Essayez nos produits et réservez un diagnostic de peau dans l’une de nos boutiques.',
    shop: 'Voir les soins',
  },
};

function aboutPage(lang: Lang): SeedPage {
  const t = ABOUT[lang];
  const l = links[lang];
  return {
    identifier: 'about',
    title: t.title,
    content_heading: t.heading,
    page_layout: '1column',
    meta_title: t.title,
    meta_description: t.metaDescription,
    meta_keywords: `${t.title}, Aurora Botanica`,
    content:
      section(heading(t.storyTitle, 2) + text(`<p>${t.story}</p>`)) +
      section(image(MEDIA.fells, t.imageAlt, t.caption)) +
      section(columns(t.values.map(([title, body]) => heading(title, 3) + text(`<p>${body}</p>`)))) +
      section(heading(t.filmTitle, 2) + text(`<p>${t.film}</p>`), {
        appearance: 'full-width',
        backgroundImage: MEDIA.fells,
        parallax: { speed: 0.5 },
        padding: [96, 0, 96, 0],
        classes: 'text-light',
        textAlign: 'center',
      }) +
      section(video('https://www.youtube.com/embed/aqz-KE-bpKQ')) +
      section(
        heading(t.promiseTitle, 2) +
          text(t.promise) +
          buttons([{ label: t.shop, href: l.skincare, linkType: 'category' }]),
      ) +
      section(heading(t.visitTitle, 2) + text(`<p>${t.visit}</p>`) + map(STORES)),
  };
}

const NOT_FOUND: Record<
  Lang,
  { title: string; heading: string; metaTitle: string; body: string; home: string; shop: string }
> = {
  en: {
    title: '404 Not Found',
    heading: 'Whoops, our bad...',
    metaTitle: 'Page not found',
    body: 'The page you requested was not found, or it has moved. Perhaps one of these helps:',
    home: 'Back to homepage',
    shop: 'Skincare',
  },
  de: {
    title: '404 – Seite nicht gefunden',
    heading: 'Hoppla, diese Seite gibt es nicht',
    metaTitle: 'Seite nicht gefunden',
    body: 'Die gesuchte Seite wurde verschoben oder existiert nicht mehr. Vielleicht finden Sie hier, was Sie suchen:',
    home: 'Zur Startseite',
    shop: 'Hautpflege',
  },
  fr: {
    title: '404 – Page introuvable',
    heading: 'Oups, cette page n’existe pas',
    metaTitle: 'Page introuvable',
    body: 'La page que vous cherchez a été déplacée ou n’existe plus. Vous trouverez peut-être votre bonheur ici :',
    home: 'Retour à l’accueil',
    shop: 'Soins du visage',
  },
};

function notFoundPage(lang: Lang): SeedPage {
  const t = NOT_FOUND[lang];
  return {
    identifier: 'no-route',
    title: t.title,
    content_heading: t.heading,
    page_layout: '1column',
    meta_title: t.metaTitle,
    meta_description: '',
    meta_keywords: '',
    content: section(
      text(`<p>${t.body}</p>`) +
        buttons([
          { label: t.home, href: '/' },
          { label: t.shop, href: links[lang].skincare, linkType: 'category', style: 'secondary' },
        ]),
    ),
  };
}

export function pagesFor(lang: Lang): SeedPage[] {
  return [homePage(lang), aboutPage(lang), notFoundPage(lang)];
}

const FOOTER: Record<
  Lang,
  {
    shop: string;
    help: string;
    brand: string;
    about: string;
    contact: string;
    shipping: string;
    faq: string;
    business: string;
    quiz: string;
    newsletterTitle: string;
    newsletter: string;
    skincare: string;
    makeup: string;
    body: string;
    sets: string;
    usp: [string, string][];
  }
> = {
  en: {
    shop: 'Shop',
    help: 'Customer service',
    brand: 'Aurora Botanica',
    about: 'About us',
    contact: 'Contact us',
    shipping: 'Shipping & returns',
    faq: 'FAQ',
    business: 'For business',
    quiz: 'Skin Quiz',
    newsletterTitle: 'Newsletter',
    newsletter: '<p>Nordic rituals, early access and 10% off your first order.</p>',
    skincare: 'Skincare',
    makeup: 'Make-up',
    body: 'Body',
    sets: 'Sets & Gifts',
    usp: [
      ['Free samples', 'with every order'],
      ['Vegan & fragrance-free', 'certified by the Vegan Society'],
      ['Made in Finland', 'from wild Arctic harvests'],
    ],
  },
  de: {
    shop: 'Shop',
    help: 'Kundenservice',
    brand: 'Aurora Botanica',
    about: 'Über uns',
    contact: 'Kontakt',
    shipping: 'Versand & Rückgabe',
    faq: 'FAQ',
    business: 'Für Geschäftskunden',
    quiz: 'Haut-Quiz',
    newsletterTitle: 'Newsletter',
    newsletter: '<p>Nordische Rituale, früher Zugang und 10 % Rabatt auf Ihre erste Bestellung.</p>',
    skincare: 'Hautpflege',
    makeup: 'Make-up',
    body: 'Körper',
    sets: 'Sets & Geschenke',
    usp: [
      ['Gratisproben', 'zu jeder Bestellung'],
      ['Vegan & ohne Duftstoffe', 'zertifiziert von der Vegan Society'],
      ['Hergestellt in Finnland', 'aus arktischer Wildsammlung'],
    ],
  },
  fr: {
    shop: 'Boutique',
    help: 'Service client',
    brand: 'Aurora Botanica',
    about: 'À propos',
    contact: 'Nous contacter',
    shipping: 'Livraison & retours',
    faq: 'FAQ',
    business: 'Professionnels',
    quiz: 'Diagnostic de peau',
    newsletterTitle: 'Newsletter',
    newsletter: '<p>Rituels nordiques, avant-premières et 10 % de remise sur votre première commande.</p>',
    skincare: 'Soins du visage',
    makeup: 'Maquillage',
    body: 'Corps',
    sets: 'Coffrets & Cadeaux',
    usp: [
      ['Échantillons offerts', 'avec chaque commande'],
      ['Vegan & sans parfum', 'certifié par la Vegan Society'],
      ['Fabriqué en Finlande', 'à partir de récoltes sauvages arctiques'],
    ],
  },
};

export function blocksFor(lang: Lang, copyright: string): SeedBlock[] {
  const l = links[lang];
  const t = FOOTER[lang];
  const list = (items: [string, string][]) =>
    `<ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul>`;
  return [
    {
      identifier: 'footer',
      title: 'Footer',
      content:
        section(
          columns([
            heading(t.shop, 2) +
              text(
                list([
                  [t.skincare, l.skincare],
                  [t.makeup, l.makeup],
                  [t.body, l.body],
                  [t.sets, l.sets],
                ]),
              ),
            heading(t.help, 2) +
              text(
                list([
                  [t.contact, '/contact'],
                  [t.shipping, '/shipping'],
                  [t.faq, '/faq'],
                  [t.business, '/business'],
                ]),
              ),
            heading(t.brand, 2) +
              text(
                list([
                  [t.about, '/about'],
                  [t.quiz, '/skin-quiz'],
                ]),
              ),
            newsletter(t.newsletterTitle, t.newsletter),
          ]),
          { marginBottom: 24 },
        ) + section(text(`<p>${copyright}</p>`), { marginBottom: 0 }),
    },
    {
      identifier: 'home-usp',
      title: 'Home USPs',
      content: section(
        columns(t.usp.map(([title, sub]) => text(`<p><strong>${title}</strong><br>${sub}</p>`))),
        { textAlign: 'center', marginBottom: 0 },
      ),
    },
  ];
}

/** For tests and the CMS preview: the category ids the seeded home page shows as tiles. */
export const HOME_PICKER_CATEGORY_IDS = [CATEGORY.skincare, CATEGORY.makeup, CATEGORY.body, CATEGORY.sets];
