import type { Queryable } from '../client.js';
import type { L10n, Lang } from './catalog-data.js';
import { iconSvg } from './extras-data.js';
import { bannerSvg } from './media.js';
import { products } from './pagebuilder.js';

/** The journal: authors, categories, tags and posts in English (default scope), German and French. */

const LANG_SCOPE: Record<Lang, number> = { en: 0, de: 6, fr: 9 };
const LANGS: Lang[] = ['en', 'de', 'fr'];
const n = (en: string, de: string, fr: string): L10n => ({ en, de, fr });

/** Seeded journal tables, children first (the seed clears them in this order). */
export const BLOG_TABLES = [
  'amblog_post_tag',
  'amblog_post_category',
  'amblog_post_store',
  'amblog_post',
  'amblog_tag_store',
  'amblog_tag',
  'amblog_category_store',
  'amblog_category',
  'amblog_author_store',
  'amblog_author',
];

const AUTHORS = [
  {
    id: 1,
    name: 'Aino Virtanen',
    urlKey: 'aino-virtanen',
    hue: '#2e8b7a',
    job: n('Head of Formulation', 'Leiterin Formulierung', 'Responsable de la formulation'),
    bio: n(
      'Aino develops every Aurora Botanica formula in our lab in Rovaniemi.',
      'Aino entwickelt jede Aurora-Botanica-Formel in unserem Labor in Rovaniemi.',
      'Aino conçoit chaque formule Aurora Botanica dans notre laboratoire de Rovaniemi.',
    ),
  },
  {
    id: 2,
    name: 'Dr. Lena Berg',
    urlKey: 'lena-berg',
    hue: '#8e7cc3',
    job: n('Dermatologist', 'Dermatologin', 'Dermatologue'),
    bio: n(
      'Lena is a board-certified dermatologist and advises our team on skin health.',
      'Lena ist Fachärztin für Dermatologie und berät unser Team zur Hautgesundheit.',
      'Lena est dermatologue et conseille notre équipe sur la santé de la peau.',
    ),
  },
  {
    id: 3,
    name: 'Camille Laurent',
    urlKey: 'camille-laurent',
    hue: '#e07a8b',
    job: n('Beauty Editor', 'Beauty-Redakteurin', 'Rédactrice beauté'),
    bio: n(
      'Camille writes about rituals, routines and the people behind our ingredients.',
      'Camille schreibt über Rituale, Routinen und die Menschen hinter unseren Inhaltsstoffen.',
      'Camille écrit sur les rituels, les routines et les personnes derrière nos ingrédients.',
    ),
  },
];

const CATEGORIES = [
  {
    id: 1,
    name: n('Skin Science', 'Hautwissen', 'Science de la peau'),
    urlKey: n('skin-science', 'hautwissen', 'science-de-la-peau'),
    description: n(
      'What dermatology says about barriers, sun and ageing — explained without jargon.',
      'Was die Dermatologie über Hautbarriere, Sonne und Hautalterung weiß – ohne Fachchinesisch erklärt.',
      'Ce que la dermatologie dit de la barrière cutanée, du soleil et du vieillissement, sans jargon.',
    ),
  },
  {
    id: 2,
    name: n('Rituals', 'Rituale', 'Rituels'),
    urlKey: n('rituals', 'rituale', 'rituels'),
    description: n(
      'Routines for every season, from the morning cleanse to the Saturday sauna.',
      'Routinen für jede Jahreszeit, von der Morgenreinigung bis zur Sauna am Samstag.',
      'Des routines pour chaque saison, du nettoyage du matin au sauna du samedi.',
    ),
  },
  {
    id: 3,
    name: n('Ingredients', 'Inhaltsstoffe', 'Ingrédients'),
    urlKey: n('ingredients', 'inhaltsstoffe', 'ingredients'),
    description: n(
      'The Nordic botanicals in our formulas: where they grow and what they do.',
      'Die nordischen Pflanzenstoffe in unseren Formeln: wo sie wachsen und was sie bewirken.',
      'Les plantes nordiques de nos formules : où elles poussent et ce qu’elles apportent.',
    ),
  },
];

const TAGS = [
  {
    id: 1,
    name: n('Dry skin', 'Trockene Haut', 'Peau sèche'),
    urlKey: n('dry-skin', 'trockene-haut', 'peau-seche'),
  },
  {
    id: 2,
    name: n('Vitamin C', 'Vitamin C', 'Vitamine C'),
    urlKey: n('vitamin-c', 'vitamin-c', 'vitamine-c'),
  },
  { id: 3, name: n('SPF', 'LSF', 'SPF'), urlKey: n('spf', 'lsf', 'spf') },
  { id: 4, name: n('Routine', 'Routine', 'Routine'), urlKey: n('routine', 'routine', 'routine') },
  {
    id: 5,
    name: n('Sensitive skin', 'Empfindliche Haut', 'Peau sensible'),
    urlKey: n('sensitive-skin', 'empfindliche-haut', 'peau-sensible'),
  },
  {
    id: 6,
    name: n('Winter care', 'Winterpflege', 'Soins d’hiver'),
    urlKey: n('winter-care', 'winterpflege', 'soins-hiver'),
  },
  {
    id: 7,
    name: n('Nordic botanicals', 'Nordische Pflanzenstoffe', 'Plantes nordiques'),
    urlKey: n('nordic-botanicals', 'nordische-pflanzenstoffe', 'plantes-nordiques'),
  },
];

interface SeedPost {
  id: number;
  author: number;
  categories: number[];
  tags: number[];
  /** Days after 2025-01-01. */
  day: number;
  hue: string;
  featured?: boolean;
  /** Amasty status: 2 published, 1 scheduled, 0 draft. */
  status?: number;
  /** Products the post shows after its text (a Page Builder Products block). */
  skus?: string[];
  urlKey: L10n;
  title: L10n;
  short: L10n;
  body: L10n;
  alt: L10n;
}

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('\n');

const POSTS: SeedPost[] = [
  {
    id: 1,
    skus: ['AB-MO-001', 'AB-CL-001'],
    author: 1,
    categories: [2],
    tags: [6, 1, 4],
    day: 320,
    hue: '#7fb3ff',
    urlKey: n('winter-skincare-routine', 'winter-hautpflege-routine', 'routine-soin-hiver'),
    title: n(
      'How to build a winter skincare routine',
      'So baust du deine Winter-Pflegeroutine auf',
      'Composer sa routine de soin pour l’hiver',
    ),
    short: n(
      'Cold air outside, dry heating inside: four small changes that keep skin comfortable until spring.',
      'Kalte Luft draußen, trockene Heizungsluft drinnen: vier kleine Änderungen, mit denen sich die Haut bis zum Frühling wohlfühlt.',
      'Air froid dehors, chauffage sec dedans : quatre petits changements pour une peau confortable jusqu’au printemps.',
    ),
    body: n(
      p(
        'When the temperature drops, the air holds less moisture and skin loses water faster. Swap a foaming cleanser for a balm or cream cleanser and keep water lukewarm.',
        'Layer a hydrating serum under a richer cream at night, and keep a lip balm in every coat pocket. Once a week, an overnight mask replaces your night cream.',
        'Do not skip sunscreen on bright snowy days: snow reflects up to 80 % of UV light.',
      ),
      p(
        'Wenn die Temperaturen sinken, enthält die Luft weniger Feuchtigkeit und die Haut verliert schneller Wasser. Tausche schäumende Reiniger gegen einen Balsam oder eine Reinigungscreme und wasche mit lauwarmem Wasser.',
        'Trage abends ein Feuchtigkeitsserum unter einer reichhaltigeren Creme auf und hab in jeder Manteltasche einen Lippenbalsam. Einmal pro Woche ersetzt eine Nachtmaske deine Nachtcreme.',
        'Verzichte an hellen Schneetagen nicht auf Sonnenschutz: Schnee reflektiert bis zu 80 % der UV-Strahlung.',
      ),
      p(
        'Quand la température baisse, l’air retient moins d’humidité et la peau perd son eau plus vite. Remplacez le nettoyant moussant par un baume ou une crème nettoyante et utilisez une eau tiède.',
        'Le soir, superposez un sérum hydratant et une crème plus riche, et glissez un baume à lèvres dans chaque poche de manteau. Une fois par semaine, un masque de nuit remplace votre crème de nuit.',
        'N’oubliez pas la protection solaire par temps de neige : la neige réfléchit jusqu’à 80 % des UV.',
      ),
    ),
    alt: n(
      'Snowy fells under a green aurora',
      'Verschneite Fjells unter grünem Polarlicht',
      'Collines enneigées sous une aurore verte',
    ),
  },
  {
    id: 2,
    skus: ['AB-SE-001', 'AB-SE-002'],
    author: 2,
    categories: [3],
    tags: [2, 7],
    day: 300,
    hue: '#e5533d',
    urlKey: n('vitamin-c-explained', 'vitamin-c-erklaert', 'vitamine-c-expliquee'),
    title: n(
      'Vitamin C, explained: lingonberry and your glow',
      'Vitamin C erklärt: Preiselbeere und dein Glow',
      'La vitamine C expliquée : l’airelle et votre éclat',
    ),
    short: n(
      'Why vitamin C brightens, how to pair it with the rest of your routine and what lingonberry adds.',
      'Warum Vitamin C für Strahlkraft sorgt, wie du es mit deiner Routine kombinierst und was die Preiselbeere beiträgt.',
      'Pourquoi la vitamine C illumine, comment l’associer au reste de votre routine et ce qu’apporte l’airelle.',
    ),
    body: n(
      p(
        'Vitamin C is an antioxidant: it neutralises free radicals from UV light and pollution and supports the skin’s own collagen production. Used every morning, it evens out tone over a few weeks.',
        'Lingonberries are naturally rich in vitamin C and polyphenols. We pair a stable vitamin C derivative with lingonberry extract so the serum stays gentle enough for daily use.',
        'Apply it after cleansing and before moisturiser, and always finish with sunscreen.',
      ),
      p(
        'Vitamin C ist ein Antioxidans: Es neutralisiert freie Radikale aus UV-Licht und Umweltverschmutzung und unterstützt die hauteigene Kollagenbildung. Morgens angewendet, gleicht es den Teint innerhalb weniger Wochen aus.',
        'Preiselbeeren sind von Natur aus reich an Vitamin C und Polyphenolen. Wir kombinieren ein stabiles Vitamin-C-Derivat mit Preiselbeerextrakt, damit das Serum sanft genug für die tägliche Anwendung bleibt.',
        'Trage es nach der Reinigung und vor der Feuchtigkeitspflege auf und schließe immer mit Sonnenschutz ab.',
      ),
      p(
        'La vitamine C est un antioxydant : elle neutralise les radicaux libres liés aux UV et à la pollution et soutient la production naturelle de collagène. Appliquée chaque matin, elle unifie le teint en quelques semaines.',
        'L’airelle est naturellement riche en vitamine C et en polyphénols. Nous associons un dérivé stable de vitamine C à un extrait d’airelle pour un sérum assez doux pour un usage quotidien.',
        'Appliquez-le après le nettoyage et avant la crème, et terminez toujours par une protection solaire.',
      ),
    ),
    alt: n('Red lingonberries on moss', 'Rote Preiselbeeren auf Moos', 'Airelles rouges sur la mousse'),
  },
  {
    id: 3,
    author: 2,
    categories: [1],
    tags: [5, 1],
    day: 270,
    hue: '#8e7cc3',
    urlKey: n('skin-barrier-five-questions', 'hautbarriere-fuenf-fragen', 'barriere-cutanee-cinq-questions'),
    title: n(
      'Your skin barrier in five questions',
      'Die Hautbarriere in fünf Fragen',
      'La barrière cutanée en cinq questions',
    ),
    short: n(
      'Tightness, redness, stinging: what a weakened barrier feels like and how to help it recover.',
      'Spannen, Rötungen, Brennen: Wie sich eine geschwächte Hautbarriere anfühlt und wie sie sich erholt.',
      'Tiraillements, rougeurs, picotements : reconnaître une barrière fragilisée et l’aider à se réparer.',
    ),
    body: n(
      p(
        'The barrier is the outermost layer of the skin: cells held together by lipids such as ceramides. It keeps water in and irritants out.',
        'Over-cleansing, harsh scrubs, cold wind and too many active ingredients at once can weaken it. Skin then feels tight, looks red and stings when you apply products.',
        'To help it recover, simplify: a gentle cleanser, a moisturiser with oat lipids or ceramides, sunscreen — and pause exfoliants for two weeks.',
      ),
      p(
        'Die Hautbarriere ist die äußerste Hautschicht: Zellen, die von Lipiden wie Ceramiden zusammengehalten werden. Sie hält Feuchtigkeit in der Haut und Reizstoffe draußen.',
        'Zu häufiges Reinigen, grobe Peelings, kalter Wind und zu viele Wirkstoffe auf einmal können sie schwächen. Die Haut spannt dann, rötet sich und brennt beim Auftragen von Produkten.',
        'Damit sie sich erholt, vereinfache deine Routine: ein milder Reiniger, eine Feuchtigkeitscreme mit Haferlipiden oder Ceramiden, Sonnenschutz – und zwei Wochen Pause von Peelings.',
      ),
      p(
        'La barrière cutanée est la couche la plus externe de la peau : des cellules liées par des lipides comme les céramides. Elle retient l’eau et bloque les irritants.',
        'Les nettoyages trop fréquents, les gommages agressifs, le vent froid et trop d’actifs à la fois peuvent l’affaiblir. La peau tiraille, rougit et picote à l’application des produits.',
        'Pour l’aider à se réparer, simplifiez : un nettoyant doux, une crème aux lipides d’avoine ou aux céramides, une protection solaire — et deux semaines sans exfoliant.',
      ),
    ),
    alt: n('Oat field at dawn', 'Haferfeld im Morgengrauen', 'Champ d’avoine à l’aube'),
  },
  {
    id: 4,
    author: 2,
    categories: [1],
    tags: [3, 4],
    day: 240,
    hue: '#f4a259',
    urlKey: n('spf-under-grey-skies', 'lsf-bei-grauem-himmel', 'spf-sous-un-ciel-gris'),
    title: n(
      'Why SPF still matters under grey skies',
      'Warum Sonnenschutz auch bei grauem Himmel zählt',
      'Pourquoi le SPF compte même par temps gris',
    ),
    short: n(
      'Up to 80 % of UV rays pass through clouds. Here is how to make daily sunscreen a habit.',
      'Bis zu 80 % der UV-Strahlen dringen durch Wolken. So wird täglicher Sonnenschutz zur Gewohnheit.',
      'Jusqu’à 80 % des UV traversent les nuages. Voici comment faire de la protection solaire un réflexe.',
    ),
    body: n(
      p(
        'UVA rays, which drive premature ageing, reach us all year round and through windows. A cloudy day in the north still carries enough UV to matter over a lifetime.',
        'Make it easy: a moisturiser-weight sunscreen as the last step of your morning routine, two finger lengths for face and neck, and a top-up when you spend time outdoors.',
      ),
      p(
        'UVA-Strahlen, die die vorzeitige Hautalterung vorantreiben, erreichen uns das ganze Jahr über und sogar durch Fensterglas. Auch ein bewölkter Tag im Norden bringt über ein Leben gerechnet genug UV-Strahlung mit sich.',
        'Mach es dir leicht: ein Sonnenschutz mit der Textur einer Feuchtigkeitscreme als letzter Schritt der Morgenroutine, zwei Fingerlängen für Gesicht und Hals und Nachcremen, wenn du draußen bist.',
      ),
      p(
        'Les UVA, responsables du vieillissement prématuré, nous atteignent toute l’année, même à travers les vitres. Un jour nuageux dans le Nord apporte assez d’UV pour compter sur toute une vie.',
        'Simplifiez-vous la vie : une protection solaire à la texture de crème en dernière étape du matin, deux longueurs de doigt pour le visage et le cou, et une nouvelle application à l’extérieur.',
      ),
    ),
    alt: n('Low sun over a grey sea', 'Tiefe Sonne über grauem Meer', 'Soleil bas sur une mer grise'),
  },
  {
    id: 5,
    skus: ['AB-CL-002', 'AB-MO-001', 'AB-SE-003'],
    author: 3,
    categories: [2],
    tags: [7, 4],
    day: 210,
    hue: '#37d6a0',
    featured: true,
    urlKey: n('sauna-ritual', 'sauna-ritual', 'rituel-sauna'),
    title: n(
      'The sauna ritual: heat, cold and calm skin',
      'Das Sauna-Ritual: Hitze, Kälte und ruhige Haut',
      'Le rituel du sauna : chaleur, froid et peau apaisée',
    ),
    short: n(
      'A Finnish tradition for body and mind — and what to do before and after for soft, calm skin.',
      'Eine finnische Tradition für Körper und Geist – und was du vorher und nachher für weiche, ruhige Haut tun kannst.',
      'Une tradition finlandaise pour le corps et l’esprit, et les gestes avant et après pour une peau douce et apaisée.',
    ),
    body: n(
      p(
        'In Finland there are more saunas than cars. The ritual is simple: heat, a cold plunge or shower, rest — and repeat.',
        'Cleanse before you go in so pores are free of make-up and sunscreen. Afterwards, while skin is still warm and damp, smooth on a body lotion and a face oil to seal in moisture.',
        'Drink plenty of water and keep scrubs for the end of the session, once a week at most.',
      ),
      p(
        'In Finnland gibt es mehr Saunen als Autos. Das Ritual ist einfach: Hitze, ein kaltes Tauchbad oder eine kalte Dusche, Ruhe – und wieder von vorn.',
        'Reinige dein Gesicht vor dem Saunagang, damit die Poren frei von Make-up und Sonnenschutz sind. Trage danach, solange die Haut noch warm und feucht ist, eine Körperlotion und ein Gesichtsöl auf, um die Feuchtigkeit einzuschließen.',
        'Trink viel Wasser und heb Peelings für das Ende des Saunabesuchs auf, höchstens einmal pro Woche.',
      ),
      p(
        'En Finlande, il y a plus de saunas que de voitures. Le rituel est simple : chaleur, bain ou douche froide, repos — et on recommence.',
        'Nettoyez votre visage avant d’entrer pour libérer les pores du maquillage et de la protection solaire. Ensuite, sur une peau encore chaude et humide, appliquez un lait corps et une huile visage pour retenir l’hydratation.',
        'Buvez beaucoup d’eau et gardez les gommages pour la fin de la séance, une fois par semaine au plus.',
      ),
    ),
    alt: n(
      'Wooden sauna by a frozen lake',
      'Holzsauna an einem zugefrorenen See',
      'Sauna en bois au bord d’un lac gelé',
    ),
  },
  {
    id: 6,
    author: 1,
    categories: [3],
    tags: [7],
    day: 180,
    hue: '#f2a541',
    urlKey: n(
      'cloudberry-arctic-golden-berry',
      'moltebeere-goldene-beere-der-arktis',
      'plaquebiere-baie-doree-arctique',
    ),
    title: n(
      'Cloudberry: the Arctic’s golden berry',
      'Moltebeere: die goldene Beere der Arktis',
      'La plaquebière, baie dorée de l’Arctique',
    ),
    short: n(
      'Hand-picked in Lapland bogs for a few weeks each summer, cloudberry seed oil is rich in omega fatty acids.',
      'Jeden Sommer nur wenige Wochen lang in lappländischen Mooren von Hand gepflückt: Moltebeerensamenöl ist reich an Omega-Fettsäuren.',
      'Cueillie à la main quelques semaines par été dans les tourbières de Laponie, l’huile de graines de plaquebière est riche en oméga.',
    ),
    body: n(
      p(
        'Cloudberries grow one per stem on open bogs and ripen in late July. They cannot be farmed, so every berry we use is picked by hand.',
        'The seeds give an oil rich in omega-3 and omega-6 fatty acids and vitamin E, which softens dry skin without feeling heavy. You will find it in our Arctic Cloudberry Day Cream and cleansing gel.',
      ),
      p(
        'Moltebeeren wachsen einzeln an ihrem Stängel auf offenen Mooren und reifen Ende Juli. Sie lassen sich nicht anbauen, deshalb wird jede Beere, die wir verwenden, von Hand gepflückt.',
        'Aus den Samen gewinnen wir ein Öl voller Omega-3- und Omega-6-Fettsäuren und Vitamin E, das trockene Haut geschmeidig macht, ohne zu beschweren. Du findest es in unserer Arktischen Moltebeeren Tagescreme und im Reinigungsgel.',
      ),
      p(
        'La plaquebière pousse un fruit par tige dans les tourbières et mûrit fin juillet. Elle ne se cultive pas : chaque baie que nous utilisons est cueillie à la main.',
        'Ses graines donnent une huile riche en oméga-3, oméga-6 et vitamine E, qui assouplit la peau sèche sans effet gras. Vous la trouverez dans notre Crème de jour arctique à la plaquebière et dans le gel nettoyant.',
      ),
    ),
    alt: n(
      'Golden cloudberries on a bog',
      'Goldene Moltebeeren im Moor',
      'Plaquebières dorées dans une tourbière',
    ),
  },
  {
    id: 7,
    author: 3,
    categories: [2],
    tags: [4, 5],
    day: 150,
    hue: '#7fa7b5',
    urlKey: n('double-cleansing', 'doppelte-reinigung', 'double-nettoyage'),
    title: n(
      'Double cleansing without stripping your skin',
      'Doppelte Reinigung, ohne die Haut auszutrocknen',
      'Le double nettoyage sans dessécher la peau',
    ),
    short: n(
      'An oil or balm first, a gentle gel second: why two steps can be kinder than one.',
      'Erst Öl oder Balsam, dann ein mildes Gel: Warum zwei Schritte sanfter sein können als einer.',
      'D’abord une huile ou un baume, puis un gel doux : pourquoi deux étapes peuvent être plus douces qu’une.',
    ),
    body: n(
      p(
        'Sunscreen and long-wear make-up are made to resist water. An oil or balm dissolves them in a minute, without rubbing.',
        'A second, gentle water-based cleanser then removes what is left. Because each step does less work, you need less friction and no squeaky-clean feeling — that tight feeling is a sign you went too far.',
        'Double cleanse in the evening only; a splash of water or micellar water is enough in the morning.',
      ),
      p(
        'Sonnenschutz und langhaftendes Make-up sind wasserfest gemacht. Ein Öl oder Balsam löst sie in einer Minute, ganz ohne Reiben.',
        'Ein zweiter, milder Reiniger auf Wasserbasis entfernt dann die Reste. Weil jeder Schritt weniger leisten muss, brauchst du weniger Reibung und kein quietschsauberes Gefühl – ein Spannen zeigt, dass es zu viel war.',
        'Reinige nur abends doppelt; morgens genügen etwas Wasser oder Mizellenwasser.',
      ),
      p(
        'La protection solaire et le maquillage longue tenue sont conçus pour résister à l’eau. Une huile ou un baume les dissout en une minute, sans frotter.',
        'Un second nettoyant doux à base d’eau élimine ensuite le reste. Chaque étape travaillant moins, il faut moins de frottements — et la sensation de tiraillement signale qu’on en a trop fait.',
        'Réservez le double nettoyage au soir ; le matin, un peu d’eau ou d’eau micellaire suffit.',
      ),
    ),
    alt: n(
      'Birch trees reflected in a lake',
      'Birken, die sich im See spiegeln',
      'Bouleaux se reflétant dans un lac',
    ),
  },
  {
    id: 8,
    author: 1,
    categories: [3, 1],
    tags: [5],
    day: 120,
    hue: '#0b1d3a',
    urlKey: n(
      'retinol-alternatives-sensitive-skin',
      'retinol-alternativen-empfindliche-haut',
      'alternatives-retinol-peau-sensible',
    ),
    title: n(
      'Retinol alternatives for sensitive skin',
      'Retinol-Alternativen für empfindliche Haut',
      'Les alternatives au rétinol pour peau sensible',
    ),
    short: n(
      'Smoother texture without the flaking: what pine bark extract and bakuchiol can do.',
      'Feinere Hautstruktur ohne Schüppchen: Was Kiefernrindenextrakt und Bakuchiol leisten können.',
      'Un grain de peau affiné sans desquamation : ce que peuvent l’extrait d’écorce de pin et le bakuchiol.',
    ),
    body: n(
      p(
        'Retinol is well studied, but many people cannot tolerate the redness and peeling of the first weeks.',
        'Bakuchiol, from the seeds of the babchi plant, and pine bark extract support cell renewal more gently and can be used morning and night, also during pregnancy after asking your doctor.',
        'Start three evenings a week and increase slowly. As with retinol, daily sunscreen is part of the deal.',
      ),
      p(
        'Retinol ist gut erforscht, doch viele vertragen die Rötungen und Schüppchen der ersten Wochen nicht.',
        'Bakuchiol aus den Samen der Babchi-Pflanze und Kiefernrindenextrakt unterstützen die Zellerneuerung sanfter und können morgens und abends verwendet werden, nach Rücksprache mit der Ärztin auch in der Schwangerschaft.',
        'Beginne an drei Abenden pro Woche und steigere langsam. Wie bei Retinol gehört täglicher Sonnenschutz dazu.',
      ),
      p(
        'Le rétinol est bien étudié, mais beaucoup ne supportent pas les rougeurs et la desquamation des premières semaines.',
        'Le bakuchiol, issu des graines de la plante babchi, et l’extrait d’écorce de pin soutiennent le renouvellement cellulaire plus en douceur et s’utilisent matin et soir, y compris pendant la grossesse après avis médical.',
        'Commencez trois soirs par semaine et augmentez progressivement. Comme avec le rétinol, la protection solaire quotidienne est indispensable.',
      ),
    ),
    alt: n('Pine forest in the snow', 'Kiefernwald im Schnee', 'Forêt de pins sous la neige'),
  },
  {
    // Scheduled for spring: stored, but never listed until published.
    id: 9,
    author: 3,
    categories: [2],
    tags: [4],
    day: 330,
    hue: '#e07a8b',
    status: 1,
    urlKey: n('spring-launch-preview', 'fruehjahrs-neuheiten-vorschau', 'avant-premiere-printemps'),
    title: n('Spring launch preview', 'Vorschau auf die Frühjahrsneuheiten', 'Avant-première du printemps'),
    short: n(
      'A first look at what is coming.',
      'Ein erster Blick auf das, was kommt.',
      'Un premier aperçu de ce qui arrive.',
    ),
    body: n(p('Coming soon.'), p('Demnächst.'), p('Bientôt.')),
    alt: n('Spring meadow', 'Frühlingswiese', 'Prairie de printemps'),
  },
];

/**
 * The journal's URLs in one store view (as Amasty Blog writes them): each post at blog/{url_key},
 * each category at blog/category/{url_key}, and every post's URL of the old shop
 * (blog/post/{url_key}.html) as a permanent redirect.
 */
export function blogRewrites(storeId: number, lang: Lang): Row[] {
  const rows: Row[] = [];
  for (const post of POSTS) {
    if ((post.status ?? 2) !== 2) continue;
    const key = post.urlKey[lang];
    rows.push(
      {
        store_id: storeId,
        request_path: `blog/${key}`,
        target_path: `amblog/index/post/id/${post.id}`,
        redirect_type: 0,
        entity_type: 'amblog-post',
        entity_id: post.id,
      },
      {
        store_id: storeId,
        request_path: `blog/post/${key}.html`,
        target_path: `blog/${key}`,
        redirect_type: 301,
        entity_type: 'amblog-post',
        entity_id: post.id,
      },
    );
  }
  for (const c of CATEGORIES) {
    rows.push({
      store_id: storeId,
      request_path: `blog/category/${c.urlKey[lang]}`,
      target_path: `amblog/index/category/id/${c.id}`,
      redirect_type: 0,
      entity_type: 'amblog-category',
      entity_id: c.id,
    });
  }
  return rows;
}

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

type Row = Record<string, unknown>;
type InsertRows = (tx: Queryable, table: string, rows: Row[]) => Promise<void>;

/** Posts, categories, tags and authors with their texts per store scope, plus the post and author images. */
export async function seedBlog(tx: Queryable, insertRows: InsertRows): Promise<void> {
  await insertRows(
    tx,
    'amblog_author',
    AUTHORS.map((a) => ({
      author_id: a.id,
      name: a.name,
      url_key: a.urlKey,
      image: `amasty/blog/author/${a.urlKey}.svg`,
    })),
  );
  await insertRows(
    tx,
    'amblog_author_store',
    AUTHORS.flatMap((a) =>
      LANGS.map((l) => ({
        author_id: a.id,
        store_id: LANG_SCOPE[l],
        job_title: a.job[l],
        short_description: a.bio[l],
      })),
    ),
  );
  await insertRows(
    tx,
    'amblog_category',
    CATEGORIES.map((c, i) => ({ category_id: c.id, sort_order: i + 1, is_active: true })),
  );
  await insertRows(
    tx,
    'amblog_category_store',
    CATEGORIES.flatMap((c) =>
      LANGS.map((l) => ({
        category_id: c.id,
        store_id: LANG_SCOPE[l],
        name: c.name[l],
        url_key: c.urlKey[l],
        description: c.description[l],
        meta_title: c.name[l],
        meta_description: c.description[l],
      })),
    ),
  );
  await insertRows(
    tx,
    'amblog_tag',
    TAGS.map((t) => ({ tag_id: t.id })),
  );
  await insertRows(
    tx,
    'amblog_tag_store',
    TAGS.flatMap((t) =>
      LANGS.map((l) => ({ tag_id: t.id, store_id: LANG_SCOPE[l], name: t.name[l], url_key: t.urlKey[l] })),
    ),
  );
  await insertRows(
    tx,
    'amblog_post',
    POSTS.map((post) => ({
      post_id: post.id,
      author_id: post.author,
      post_thumbnail: `amasty/blog/${post.urlKey.en}.svg`,
      list_thumbnail: `amasty/blog/list/${post.urlKey.en}.svg`,
      is_featured: post.featured ?? false,
      status: post.status ?? 2,
      published_at: new Date(EPOCH + post.day * DAY_MS).toISOString(),
      views: 40 + ((post.id * 97) % 400),
    })),
  );
  await insertRows(
    tx,
    'amblog_post_store',
    POSTS.flatMap((post) =>
      LANGS.map((l) => ({
        post_id: post.id,
        store_id: LANG_SCOPE[l],
        title: post.title[l],
        url_key: post.urlKey[l],
        short_content: `<p>${post.short[l]}</p>`,
        full_content: post.skus ? `${post.body[l]}\n${products({ skus: post.skus })}` : post.body[l],
        post_thumbnail_alt: post.alt[l],
        meta_title: post.title[l],
        meta_description: post.short[l].slice(0, 160),
      })),
    ),
  );
  await insertRows(
    tx,
    'amblog_post_category',
    POSTS.flatMap((post) => post.categories.map((c) => ({ post_id: post.id, category_id: c }))),
  );
  await insertRows(
    tx,
    'amblog_post_tag',
    POSTS.flatMap((post) => post.tags.map((t) => ({ post_id: post.id, tag_id: t }))),
  );

  const media: Row[] = [];
  const svg = (path: string, body: string) => media.push({ path, content_type: 'image/svg+xml', body });
  for (const post of POSTS) {
    svg(
      `amasty/blog/${post.urlKey.en}.svg`,
      bannerSvg({ title: post.alt.en, hue: post.hue, width: 1600, height: 900 }),
    );
    svg(
      `amasty/blog/list/${post.urlKey.en}.svg`,
      bannerSvg({ title: post.alt.en, hue: post.hue, width: 800, height: 600 }),
    );
  }
  for (const a of AUTHORS)
    svg(`amasty/blog/author/${a.urlKey}.svg`, iconSvg(a.name.replace('Dr. ', '')[0]!, a.hue));
  await insertRows(tx, 'media_asset', media);
}
