import { banner, buttons, columns, heading, image, row, text } from './pagebuilder.js';
import type { Lang } from './catalog-data.js';

/** CMS pages and blocks per language. English lives in the default scope (store 0). */
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

const HERO = '/media/wysiwyg/home/hero-aurora.svg';
const STORY = '/media/wysiwyg/about/lapland-fells.svg';

export function pagesFor(lang: Lang): SeedPage[] {
  const l = links[lang];
  if (lang === 'de') {
    return [
      {
        identifier: 'home',
        title: 'Startseite',
        content_heading: '',
        page_layout: 'cms-full-width',
        meta_title: 'Aurora Botanica – Nordische Hautpflege',
        meta_description: 'Nordische Hautpflege mit arktischen Beeren, Birkensaft und Sanddorn.',
        meta_keywords: 'Hautpflege, Naturkosmetik, nordisch',
        content:
          row(
            banner({
              image: HERO,
              title: 'Die Kraft des hohen Nordens',
              body: 'Neue Pflege mit Moltebeere und Birkensaft – für strahlende Haut durch jede Jahreszeit.',
              button: 'Hautpflege entdecken',
              href: l.skincare,
            }),
            'full-width',
          ) +
          row(
            heading('Geerntet unter der Mitternachtssonne') +
              text(
                '<p>Unsere Wirkstoffe wachsen in Lappland, wo Pflanzen in nur wenigen hellen Wochen ihre ganze Kraft sammeln. Wir verarbeiten sie schonend zu wirksamen, veganen Formeln.</p>',
              ) +
              buttons([
                { label: 'Seren', href: l.serums, linkType: 'category' },
                {
                  label: 'Feuchtigkeitspflege',
                  href: l.moisturisers,
                  linkType: 'category',
                  style: 'secondary',
                },
              ]),
          ) +
          row(
            columns([
              heading('Make-up', 3) +
                text('<p>Pflegende Farben, inspiriert von nordischen Sommernächten.</p>') +
                buttons([{ label: 'Make-up ansehen', href: l.makeup, linkType: 'category', style: 'link' }]),
              heading('Körper', 3) +
                text('<p>Saunarituale und reichhaltige Pflege für lange Winter.</p>') +
                buttons([
                  { label: 'Körperpflege ansehen', href: l.body, linkType: 'category', style: 'link' },
                ]),
              heading('Sets & Geschenke', 3) +
                text('<p>Abgestimmte Routinen in recycelbaren Geschenkboxen.</p>') +
                buttons([{ label: 'Geschenke finden', href: l.sets, linkType: 'category', style: 'link' }]),
            ]),
          ) +
          row(
            text(
              '<p>Kostenlose Proben zu jeder Bestellung · Versandkostenfrei ab einem Mindestbestellwert · 30 Tage Rückgaberecht</p>',
            ),
          ),
      },
      {
        identifier: 'about',
        title: 'Über uns',
        content_heading: 'Über Aurora Botanica',
        page_layout: '1column',
        meta_title: 'Über uns',
        meta_description: 'Die Geschichte von Aurora Botanica, nordische Hautpflege aus Lappland.',
        meta_keywords: 'Über uns, Aurora Botanica',
        content:
          row(
            heading('Unsere Geschichte', 2) +
              text(
                '<p>Aurora Botanica wurde 2014 in Rovaniemi von zwei Schwestern gegründet, einer Biochemikerin und einer Kräuterkundigen. Ihr Ziel: die Widerstandskraft arktischer Pflanzen in Pflege zu verwandeln, die wirklich wirkt.</p>',
              ),
          ) +
          row(image(STORY, 'Fjells in Lappland', 'Die Fjells von Lappland im Spätsommer')) +
          row(
            heading('Unser Versprechen', 2) +
              text(
                '<ul><li>Vegane Formeln ohne Duftstoffe</li><li>Wildpflanzen aus zertifizierter, nachhaltiger Sammlung</li><li>Recycelbare Verpackungen aus Glas und Zuckerrohr</li></ul>',
              ) +
              buttons([{ label: 'Zur Hautpflege', href: l.skincare, linkType: 'category' }]),
          ),
      },
      {
        identifier: 'no-route',
        title: '404 – Seite nicht gefunden',
        content_heading: 'Hoppla, diese Seite gibt es nicht',
        page_layout: '1column',
        meta_title: 'Seite nicht gefunden',
        meta_description: '',
        meta_keywords: '',
        content: row(
          text(
            '<p>Die gesuchte Seite wurde verschoben oder existiert nicht mehr. Vielleicht finden Sie hier, was Sie suchen:</p>',
          ) +
            buttons([
              { label: 'Zur Startseite', href: '/' },
              { label: 'Hautpflege', href: l.skincare, linkType: 'category', style: 'secondary' },
            ]),
        ),
      },
    ];
  }
  if (lang === 'fr') {
    return [
      {
        identifier: 'home',
        title: 'Accueil',
        content_heading: '',
        page_layout: 'cms-full-width',
        meta_title: 'Aurora Botanica – Soins nordiques',
        meta_description: 'Des soins nordiques aux baies arctiques, à la sève de bouleau et à l’argousier.',
        meta_keywords: 'soins, cosmétiques naturels, nordique',
        content:
          row(
            banner({
              image: HERO,
              title: 'La force du Grand Nord',
              body: 'Nouveaux soins à la plaquebière et à la sève de bouleau, pour une peau lumineuse en toute saison.',
              button: 'Découvrir les soins',
              href: l.skincare,
            }),
            'full-width',
          ) +
          row(
            heading('Récoltés sous le soleil de minuit') +
              text(
                '<p>Nos actifs poussent en Laponie, où les plantes concentrent toute leur énergie en quelques semaines de lumière. Nous les transformons délicatement en formules véganes et efficaces.</p>',
              ) +
              buttons([
                { label: 'Sérums', href: l.serums, linkType: 'category' },
                { label: 'Hydratants', href: l.moisturisers, linkType: 'category', style: 'secondary' },
              ]),
          ) +
          row(
            columns([
              heading('Maquillage', 3) +
                text('<p>Des couleurs soin inspirées des nuits d’été nordiques.</p>') +
                buttons([
                  { label: 'Voir le maquillage', href: l.makeup, linkType: 'category', style: 'link' },
                ]),
              heading('Corps', 3) +
                text('<p>Rituels sauna et soins riches pour les longs hivers.</p>') +
                buttons([
                  { label: 'Voir les soins du corps', href: l.body, linkType: 'category', style: 'link' },
                ]),
              heading('Coffrets & Cadeaux', 3) +
                text('<p>Des routines choisies dans des coffrets recyclables.</p>') +
                buttons([{ label: 'Trouver un cadeau', href: l.sets, linkType: 'category', style: 'link' }]),
            ]),
          ) +
          row(
            text(
              '<p>Échantillons offerts avec chaque commande · Livraison offerte dès un montant minimum · Retours sous 30 jours</p>',
            ),
          ),
      },
      {
        identifier: 'about',
        title: 'À propos',
        content_heading: 'À propos d’Aurora Botanica',
        page_layout: '1column',
        meta_title: 'À propos',
        meta_description: 'L’histoire d’Aurora Botanica, soins nordiques de Laponie.',
        meta_keywords: 'à propos, Aurora Botanica',
        content:
          row(
            heading('Notre histoire', 2) +
              text(
                '<p>Aurora Botanica a été fondée en 2014 à Rovaniemi par deux sœurs, une biochimiste et une herboriste. Leur ambition : transformer la résilience des plantes arctiques en soins réellement efficaces.</p>',
              ),
          ) +
          row(image(STORY, 'Les fjells de Laponie', 'Les fjells de Laponie à la fin de l’été')) +
          row(
            heading('Notre engagement', 2) +
              text(
                '<ul><li>Formules véganes sans parfum</li><li>Plantes sauvages issues de cueillettes certifiées et durables</li><li>Emballages recyclables en verre et en canne à sucre</li></ul>',
              ) +
              buttons([{ label: 'Voir les soins', href: l.skincare, linkType: 'category' }]),
          ),
      },
      {
        identifier: 'no-route',
        title: '404 – Page introuvable',
        content_heading: 'Oups, cette page n’existe pas',
        page_layout: '1column',
        meta_title: 'Page introuvable',
        meta_description: '',
        meta_keywords: '',
        content: row(
          text(
            '<p>La page que vous cherchez a été déplacée ou n’existe plus. Vous trouverez peut-être votre bonheur ici :</p>',
          ) +
            buttons([
              { label: 'Retour à l’accueil', href: '/' },
              { label: 'Soins du visage', href: l.skincare, linkType: 'category', style: 'secondary' },
            ]),
        ),
      },
    ];
  }
  return [
    {
      identifier: 'home',
      title: 'Home Page',
      content_heading: '',
      page_layout: 'cms-full-width',
      meta_title: 'Aurora Botanica – Nordic skincare',
      meta_description: 'Nordic skincare made with Arctic berries, birch sap and sea buckthorn.',
      meta_keywords: 'skincare, natural cosmetics, nordic',
      content:
        row(
          banner({
            image: HERO,
            title: 'The strength of the far north',
            body: 'New cloudberry and birch sap care for radiant skin through every season.',
            button: 'Discover skincare',
            href: l.skincare,
          }),
          'full-width',
        ) +
        row(
          heading('Harvested under the midnight sun') +
            text(
              '<p>Our actives grow in Lapland, where plants gather all their strength in a few bright weeks. We turn them gently into effective, vegan formulas.</p>',
            ) +
            buttons([
              { label: 'Serums', href: l.serums, linkType: 'category' },
              { label: 'Moisturisers', href: l.moisturisers, linkType: 'category', style: 'secondary' },
            ]),
        ) +
        row(
          columns([
            heading('Make-up', 3) +
              text('<p>Caring colour inspired by Nordic summer nights.</p>') +
              buttons([{ label: 'Shop make-up', href: l.makeup, linkType: 'category', style: 'link' }]),
            heading('Body', 3) +
              text('<p>Sauna rituals and rich care for long winters.</p>') +
              buttons([{ label: 'Shop body care', href: l.body, linkType: 'category', style: 'link' }]),
            heading('Sets & Gifts', 3) +
              text('<p>Curated routines in recyclable gift boxes.</p>') +
              buttons([{ label: 'Find a gift', href: l.sets, linkType: 'category', style: 'link' }]),
          ]),
        ) +
        row(
          text(
            '<p>Free samples with every order · Free shipping over a minimum order value · 30-day returns</p>',
          ),
        ),
    },
    {
      identifier: 'about',
      title: 'About Us',
      content_heading: 'About Aurora Botanica',
      page_layout: '1column',
      meta_title: 'About us',
      meta_description: 'The story of Aurora Botanica, Nordic skincare from Lapland.',
      meta_keywords: 'about, Aurora Botanica',
      content:
        row(
          heading('Our story', 2) +
            text(
              '<p>Aurora Botanica was founded in 2014 in Rovaniemi by two sisters, a biochemist and a herbalist. Their aim: to turn the resilience of Arctic plants into skincare that truly works.</p>',
            ),
        ) +
        row(image(STORY, 'Fells in Lapland', 'The fells of Lapland in late summer')) +
        row(
          heading('Our promise', 2) +
            text(
              '<ul><li>Vegan, fragrance-free formulas</li><li>Wild plants from certified, sustainable harvests</li><li>Recyclable glass and sugarcane packaging</li></ul>',
            ) +
            buttons([{ label: 'Shop skincare', href: l.skincare, linkType: 'category' }]),
        ),
    },
    {
      identifier: 'no-route',
      title: '404 Not Found',
      content_heading: 'Whoops, our bad...',
      page_layout: '1column',
      meta_title: 'Page not found',
      meta_description: '',
      meta_keywords: '',
      content: row(
        text('<p>The page you requested was not found, or it has moved. Perhaps one of these helps:</p>') +
          buttons([
            { label: 'Back to homepage', href: '/' },
            { label: 'Skincare', href: l.skincare, linkType: 'category', style: 'secondary' },
          ]),
      ),
    },
  ];
}

export function blocksFor(lang: Lang, copyright: string): SeedBlock[] {
  const l = links[lang];
  const t = {
    en: {
      shop: 'Shop',
      help: 'Customer service',
      brand: 'Aurora Botanica',
      about: 'About us',
      contact: 'Contact us',
      shipping: 'Shipping & returns',
      faq: 'FAQ',
      newsletter: 'Join our newsletter for Nordic rituals, early access and 10% off your first order.',
      skincare: 'Skincare',
      makeup: 'Make-up',
      body: 'Body',
      sets: 'Sets & Gifts',
      usp: ['Free samples with every order', 'Vegan & fragrance-free', 'Made in Finland'],
    },
    de: {
      shop: 'Shop',
      help: 'Kundenservice',
      brand: 'Aurora Botanica',
      about: 'Über uns',
      contact: 'Kontakt',
      shipping: 'Versand & Rückgabe',
      faq: 'FAQ',
      newsletter:
        'Abonnieren Sie unseren Newsletter für nordische Rituale, frühen Zugang und 10 % Rabatt auf Ihre erste Bestellung.',
      skincare: 'Hautpflege',
      makeup: 'Make-up',
      body: 'Körper',
      sets: 'Sets & Geschenke',
      usp: ['Gratisproben zu jeder Bestellung', 'Vegan & ohne Duftstoffe', 'Hergestellt in Finnland'],
    },
    fr: {
      shop: 'Boutique',
      help: 'Service client',
      brand: 'Aurora Botanica',
      about: 'À propos',
      contact: 'Nous contacter',
      shipping: 'Livraison & retours',
      faq: 'FAQ',
      newsletter:
        'Inscrivez-vous à notre newsletter : rituels nordiques, avant-premières et 10 % de remise sur votre première commande.',
      skincare: 'Soins du visage',
      makeup: 'Maquillage',
      body: 'Corps',
      sets: 'Coffrets & Cadeaux',
      usp: ['Échantillons offerts avec chaque commande', 'Vegan & sans parfum', 'Fabriqué en Finlande'],
    },
  }[lang];
  const list = (items: [string, string][]) =>
    `<ul>${items.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('')}</ul>`;
  return [
    {
      identifier: 'footer',
      title: 'Footer',
      content:
        row(
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
                ]),
              ),
            heading(t.brand, 2) + text(list([[t.about, '/about']]) + `<p>${t.newsletter}</p>`),
          ]),
        ) + row(text(`<p>${copyright}</p>`)),
    },
    {
      identifier: 'home-usp',
      title: 'Home USPs',
      content: row(columns(t.usp.map((u) => text(`<p><strong>${u}</strong></p>`)))),
    },
  ];
}
