/**
 * The API's phrase dictionaries per store locale (Magento's i18n/<locale>.csv): English phrase →
 * translation, `%1`, `%2`… for the arguments. English store views use the phrases as they are.
 * German addresses the shopper with "Sie", French with "vous" (the storefront's voice).
 * A test keeps every phrase the code passes to `phrase()` translated in every dictionary.
 */
export type PhraseDictionary = Readonly<Record<string, string>>;

const de_DE: PhraseDictionary = {
  // Rate limits (domain/rate-limit.ts)
  'Too many requests. Please wait a few minutes and try again.':
    'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  // Cart and coupon
  "The coupon code isn't valid. Verify the code and try again.":
    'Der Gutscheincode ist ungültig. Bitte prüfen Sie den Code und versuchen Sie es erneut.',
  'A coupon is already applied to the cart. Please remove it to apply another':
    'Es ist bereits ein Gutschein im Warenkorb eingelöst. Bitte entfernen Sie ihn, um einen anderen einzulösen.',
  'Could not find a product with SKU "%1"': 'Es wurde kein Produkt mit der Artikelnummer „%1“ gefunden.',
  'Could not find specified product.': 'Das angegebene Produkt wurde nicht gefunden.',
  'You need to choose options for your item.': 'Bitte wählen Sie die Optionen für Ihren Artikel.',
  'Please specify a gift card amount.': 'Bitte geben Sie einen Geschenkkartenbetrag an.',
  'Gift Card min amount is %1': 'Der Mindestbetrag der Geschenkkarte ist %1.',
  'Please specify a sender name.': 'Bitte geben Sie den Namen des Absenders an.',
  'Please specify a sender email.': 'Bitte geben Sie die E-Mail-Adresse des Absenders an.',
  'Please specify a recipient name.': 'Bitte geben Sie den Namen des Empfängers an.',
  'Please specify a recipient email.': 'Bitte geben Sie die E-Mail-Adresse des Empfängers an.',
  'The price must be at least %1 %2.': 'Der Preis muss mindestens %1 %2 betragen.',
  'This product does not accept a custom price.': 'Für dieses Produkt ist kein eigener Preis möglich.',
  'You can add up to %1 free samples.': 'Sie können bis zu %1 Gratisproben hinzufügen.',
  'You cannot use decimal quantity for this product.': 'Für dieses Produkt sind nur ganze Mengen möglich.',
  'The product quantity should be greater than 0': 'Die Menge muss größer als 0 sein.',
  'The quantity of "%1" is fixed at 1.': 'Die Menge von „%1“ ist fest auf 1 gesetzt.',
  'Wrong store code specified for cart "%1"': 'Falscher Store-Code für den Warenkorb „%1“.',
  'Gift card not found': 'Geschenkkarte nicht gefunden.',
  "The gift card code couldn't be added. Verify your information and try again.":
    'Der Geschenkkartencode konnte nicht hinzugefügt werden. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  'The gift card "%1" is not applied to the cart.':
    'Die Geschenkkarte „%1“ ist nicht im Warenkorb eingelöst.',
  "You don't have enough reward points.": 'Sie haben nicht genügend Treuepunkte.',
  // Checkout
  'Invalid email format': 'Ungültiges E-Mail-Format.',
  'Country is not available': 'In dieses Land liefern wir nicht.',
  'Field "%1" cannot be empty.': 'Das Feld „%1“ darf nicht leer sein.',
  'The shipping address must contain either "customer_address_id" or "address".':
    'Die Lieferadresse muss entweder „customer_address_id“ oder „address“ enthalten.',
  'You cannot specify multiple shipping addresses.': 'Sie können nur eine Lieferadresse angeben.',
  'The shipping address is missing. Set the address and try again.':
    'Die Lieferadresse fehlt. Bitte geben Sie die Adresse an und versuchen Sie es erneut.',
  'The requested Payment Method is not available.': 'Die gewählte Zahlungsart ist nicht verfügbar.',
  'You do not have enough reward points.': 'Sie haben nicht genügend Treuepunkte.',
  'Unable to place order: Cart does not contain products.':
    'Die Bestellung ist nicht möglich: Der Warenkorb enthält keine Produkte.',
  'Unable to place order: free samples and gifts come with a purchase. Add a product to your bag.':
    'Die Bestellung ist nicht möglich: Gratisproben und Geschenke gibt es nur zu einem Einkauf. Bitte legen Sie ein Produkt in Ihren Warenkorb.',
  'Guest email for cart is missing.': 'Die E-Mail-Adresse für die Gastbestellung fehlt.',
  'Unable to place order: Please check the shipping address information.':
    'Die Bestellung ist nicht möglich: Bitte prüfen Sie die Lieferadresse.',
  'The shipping method is missing. Select the shipping method and try again.':
    'Die Versandart fehlt. Bitte wählen Sie eine Versandart und versuchen Sie es erneut.',
  'Unable to place order: Please check the billing address information.':
    'Die Bestellung ist nicht möglich: Bitte prüfen Sie die Rechnungsadresse.',
  'Enter a valid payment method and try again.':
    'Bitte wählen Sie eine gültige Zahlungsart und versuchen Sie es erneut.',
  // Totals labels
  Discount: 'Rabatt',
  'Reward points': 'Treuepunkte',
  'Gift card %1': 'Geschenkkarte %1',
  // Orders
  "We couldn't locate an order with the information provided.":
    'Wir konnten keine Bestellung mit diesen Angaben finden.',
  'Please login to view the order.': 'Bitte melden Sie sich an, um die Bestellung zu sehen.',
  // PRO accounts
  'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.':
    'Ihre PRO-Bewerbung wird noch geprüft. Wir bestätigen sie per E-Mail, in der Regel innerhalb von 1 bis 3 Werktagen.',
  'Your PRO application was not approved. Please contact us if you have any questions.':
    'Ihre PRO-Bewerbung wurde nicht angenommen. Bitte kontaktieren Sie uns, wenn Sie Fragen haben.',
  // Newsletter
  'Cannot create a newsletter subscription.': 'Das Newsletter-Abonnement konnte nicht angelegt werden.',
  'This is an invalid subscription ID.': 'Diese Abonnement-ID ist ungültig.',
  'This is an invalid subscription confirmation code.':
    'Dieser Bestätigungscode für das Abonnement ist ungültig.',
  // Loyalty programme, referral, birthday (issue 13)
  'Points earned with order #%1': 'Punkte aus Bestellung #%1',
  'Points spent on order #%1': 'Punkte eingelöst für Bestellung #%1',
  'Adjusted for order #%1': 'Korrektur für Bestellung #%1',
  Adjusted: 'Korrektur',
  "A referred friend's first order": 'Erste Bestellung einer geworbenen Person',
  'You cannot refer yourself.': 'Sie können sich nicht selbst empfehlen.',
  'This person is already our customer.': 'Diese Person ist bereits unsere Kundin bzw. unser Kunde.',
  'An invitation has already been sent to this e-mail address.':
    'An diese E-Mail-Adresse wurde bereits eine Einladung gesendet.',
  'The birthday can be set and changed only once.':
    'Der Geburtstag kann nur einmal eingetragen und einmal geändert werden.',
  'The loyalty programme is not available in this store.':
    'Das Treueprogramm ist in diesem Shop nicht verfügbar.',
};

const fr_FR: PhraseDictionary = {
  // Rate limits (domain/rate-limit.ts)
  'Too many requests. Please wait a few minutes and try again.':
    'Trop de demandes. Veuillez patienter quelques minutes et réessayer.',
  "The coupon code isn't valid. Verify the code and try again.":
    'Le code promo n’est pas valide. Vérifiez le code et réessayez.',
  'A coupon is already applied to the cart. Please remove it to apply another':
    'Un code promo est déjà appliqué au panier. Retirez-le pour en appliquer un autre.',
  'Could not find a product with SKU "%1"': 'Aucun produit trouvé avec la référence « %1 ».',
  'Could not find specified product.': 'Le produit indiqué est introuvable.',
  'You need to choose options for your item.': 'Veuillez choisir les options de votre article.',
  'Please specify a gift card amount.': 'Veuillez indiquer le montant de la carte cadeau.',
  'Gift Card min amount is %1': 'Le montant minimum de la carte cadeau est de %1.',
  'Please specify a sender name.': 'Veuillez indiquer le nom de l’expéditeur.',
  'Please specify a sender email.': 'Veuillez indiquer l’adresse e-mail de l’expéditeur.',
  'Please specify a recipient name.': 'Veuillez indiquer le nom du destinataire.',
  'Please specify a recipient email.': 'Veuillez indiquer l’adresse e-mail du destinataire.',
  'The price must be at least %1 %2.': 'Le prix doit être d’au moins %1 %2.',
  'This product does not accept a custom price.': 'Ce produit n’accepte pas de prix libre.',
  'You can add up to %1 free samples.': 'Vous pouvez ajouter jusqu’à %1 échantillons gratuits.',
  'You cannot use decimal quantity for this product.':
    'Ce produit ne peut pas être commandé en quantité décimale.',
  'The product quantity should be greater than 0': 'La quantité doit être supérieure à 0.',
  'The quantity of "%1" is fixed at 1.': 'La quantité de « %1 » est fixée à 1.',
  'Wrong store code specified for cart "%1"': 'Code de boutique incorrect pour le panier « %1 ».',
  'Gift card not found': 'Carte cadeau introuvable.',
  "The gift card code couldn't be added. Verify your information and try again.":
    'Le code de la carte cadeau n’a pas pu être ajouté. Vérifiez vos informations et réessayez.',
  'The gift card "%1" is not applied to the cart.': 'La carte cadeau « %1 » n’est pas appliquée au panier.',
  "You don't have enough reward points.": 'Vous n’avez pas assez de points de fidélité.',
  'Invalid email format': 'Format d’adresse e-mail invalide.',
  'Country is not available': 'Nous ne livrons pas dans ce pays.',
  'Field "%1" cannot be empty.': 'Le champ « %1 » ne peut pas être vide.',
  'The shipping address must contain either "customer_address_id" or "address".':
    'L’adresse de livraison doit contenir « customer_address_id » ou « address ».',
  'You cannot specify multiple shipping addresses.':
    'Vous ne pouvez indiquer qu’une seule adresse de livraison.',
  'The shipping address is missing. Set the address and try again.':
    'L’adresse de livraison est manquante. Indiquez l’adresse et réessayez.',
  'The requested Payment Method is not available.': 'Le mode de paiement choisi n’est pas disponible.',
  'You do not have enough reward points.': 'Vous n’avez pas assez de points de fidélité.',
  'Unable to place order: Cart does not contain products.':
    'Impossible de passer la commande : le panier ne contient aucun produit.',
  'Unable to place order: free samples and gifts come with a purchase. Add a product to your bag.':
    'Impossible de passer la commande : les échantillons et cadeaux accompagnent un achat. Ajoutez un produit à votre panier.',
  'Guest email for cart is missing.': 'L’adresse e-mail de la commande invité est manquante.',
  'Unable to place order: Please check the shipping address information.':
    'Impossible de passer la commande : vérifiez l’adresse de livraison.',
  'The shipping method is missing. Select the shipping method and try again.':
    'Le mode de livraison est manquant. Choisissez un mode de livraison et réessayez.',
  'Unable to place order: Please check the billing address information.':
    'Impossible de passer la commande : vérifiez l’adresse de facturation.',
  'Enter a valid payment method and try again.': 'Choisissez un mode de paiement valide et réessayez.',
  Discount: 'Remise',
  'Reward points': 'Points de fidélité',
  'Gift card %1': 'Carte cadeau %1',
  "We couldn't locate an order with the information provided.":
    'Nous n’avons trouvé aucune commande correspondant à ces informations.',
  'Please login to view the order.': 'Veuillez vous connecter pour voir la commande.',
  // PRO accounts
  'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.':
    'Votre demande PRO est toujours en cours d’examen. Nous vous la confirmerons par e-mail, généralement sous 1 à 3 jours ouvrés.',
  'Your PRO application was not approved. Please contact us if you have any questions.':
    'Votre demande PRO n’a pas été approuvée. Contactez-nous si vous avez des questions.',
  // Newsletter
  'Cannot create a newsletter subscription.': 'Impossible de créer l’abonnement à la newsletter.',
  'This is an invalid subscription ID.': 'Cet identifiant d’abonnement n’est pas valide.',
  'This is an invalid subscription confirmation code.':
    'Ce code de confirmation d’abonnement n’est pas valide.',
  // Loyalty programme, referral, birthday (issue 13)
  'Points earned with order #%1': 'Points gagnés avec la commande n° %1',
  'Points spent on order #%1': 'Points utilisés pour la commande n° %1',
  'Adjusted for order #%1': 'Ajustement pour la commande n° %1',
  Adjusted: 'Ajustement',
  "A referred friend's first order": 'Première commande d’un ami parrainé',
  'You cannot refer yourself.': 'Vous ne pouvez pas vous parrainer vous-même.',
  'This person is already our customer.': 'Cette personne est déjà notre client.',
  'An invitation has already been sent to this e-mail address.':
    'Une invitation a déjà été envoyée à cette adresse e-mail.',
  'The birthday can be set and changed only once.':
    'La date d’anniversaire ne peut être saisie puis modifiée qu’une seule fois.',
  'The loyalty programme is not available in this store.':
    'Le programme de fidélité n’est pas disponible dans cette boutique.',
};

const lv_LV: PhraseDictionary = {
  // Rate limits (domain/rate-limit.ts)
  'Too many requests. Please wait a few minutes and try again.':
    'Pārāk daudz pieprasījumu. Lūdzu, uzgaidiet dažas minūtes un mēģiniet vēlreiz.',
  "The coupon code isn't valid. Verify the code and try again.":
    'Kupona kods nav derīgs. Pārbaudiet kodu un mēģiniet vēlreiz.',
  'A coupon is already applied to the cart. Please remove it to apply another':
    'Grozam jau ir piemērots kupons. Noņemiet to, lai piemērotu citu.',
  'Could not find a product with SKU "%1"': 'Produkts ar kodu “%1” netika atrasts.',
  'Could not find specified product.': 'Norādītais produkts netika atrasts.',
  'You need to choose options for your item.': 'Lūdzu, izvēlieties preces opcijas.',
  'Please specify a gift card amount.': 'Lūdzu, norādiet dāvanu kartes summu.',
  'Gift Card min amount is %1': 'Dāvanu kartes minimālā summa ir %1.',
  'Please specify a sender name.': 'Lūdzu, norādiet sūtītāja vārdu.',
  'Please specify a sender email.': 'Lūdzu, norādiet sūtītāja e-pastu.',
  'Please specify a recipient name.': 'Lūdzu, norādiet saņēmēja vārdu.',
  'Please specify a recipient email.': 'Lūdzu, norādiet saņēmēja e-pastu.',
  'The price must be at least %1 %2.': 'Cenai jābūt vismaz %1 %2.',
  'This product does not accept a custom price.': 'Šim produktam nevar norādīt savu cenu.',
  'You can add up to %1 free samples.': 'Varat pievienot ne vairāk kā %1 bezmaksas paraugus.',
  'You cannot use decimal quantity for this product.': 'Šim produktam nevar norādīt daļēju daudzumu.',
  'The product quantity should be greater than 0': 'Daudzumam jābūt lielākam par 0.',
  'The quantity of "%1" is fixed at 1.': 'Produkta “%1” daudzums ir noteikts 1.',
  'Wrong store code specified for cart "%1"': 'Grozam “%1” norādīts nepareizs veikala kods.',
  'Gift card not found': 'Dāvanu karte netika atrasta.',
  "The gift card code couldn't be added. Verify your information and try again.":
    'Dāvanu kartes kodu neizdevās pievienot. Pārbaudiet datus un mēģiniet vēlreiz.',
  'The gift card "%1" is not applied to the cart.': 'Dāvanu karte “%1” nav piemērota grozam.',
  "You don't have enough reward points.": 'Jums nav pietiekami daudz lojalitātes punktu.',
  'Invalid email format': 'Nederīgs e-pasta formāts.',
  'Country is not available': 'Uz šo valsti mēs nepiegādājam.',
  'Field "%1" cannot be empty.': 'Lauks “%1” nedrīkst būt tukšs.',
  'The shipping address must contain either "customer_address_id" or "address".':
    'Piegādes adresē jābūt “customer_address_id” vai “address”.',
  'You cannot specify multiple shipping addresses.': 'Var norādīt tikai vienu piegādes adresi.',
  'The shipping address is missing. Set the address and try again.':
    'Trūkst piegādes adreses. Norādiet adresi un mēģiniet vēlreiz.',
  'The requested Payment Method is not available.': 'Izvēlētais maksājuma veids nav pieejams.',
  'You do not have enough reward points.': 'Jums nav pietiekami daudz lojalitātes punktu.',
  'Unable to place order: Cart does not contain products.': 'Pasūtījumu nevar veikt: grozā nav produktu.',
  'Unable to place order: free samples and gifts come with a purchase. Add a product to your bag.':
    'Pasūtījumu nevar veikt: bezmaksas paraugi un dāvanas pienākas tikai pirkumam. Pievienojiet grozam produktu.',
  'Guest email for cart is missing.': 'Trūkst viesa pasūtījuma e-pasta.',
  'Unable to place order: Please check the shipping address information.':
    'Pasūtījumu nevar veikt: pārbaudiet piegādes adresi.',
  'The shipping method is missing. Select the shipping method and try again.':
    'Trūkst piegādes veida. Izvēlieties piegādes veidu un mēģiniet vēlreiz.',
  'Unable to place order: Please check the billing address information.':
    'Pasūtījumu nevar veikt: pārbaudiet norēķinu adresi.',
  'Enter a valid payment method and try again.': 'Izvēlieties derīgu maksājuma veidu un mēģiniet vēlreiz.',
  Discount: 'Atlaide',
  'Reward points': 'Lojalitātes punkti',
  'Gift card %1': 'Dāvanu karte %1',
  "We couldn't locate an order with the information provided.":
    'Ar norādīto informāciju pasūtījumu atrast neizdevās.',
  'Please login to view the order.': 'Lūdzu, piesakieties, lai skatītu pasūtījumu.',
  // PRO accounts
  'Your PRO application is still being reviewed. We confirm it by e-mail, usually within 1 to 3 working days.':
    'Jūsu PRO pieteikums vēl tiek izskatīts. Mēs to apstiprināsim pa e-pastu, parasti 1 līdz 3 darba dienu laikā.',
  'Your PRO application was not approved. Please contact us if you have any questions.':
    'Jūsu PRO pieteikums netika apstiprināts. Ja jums ir jautājumi, lūdzu, sazinieties ar mums.',
  // Newsletter
  'Cannot create a newsletter subscription.': 'Jaunumu abonementu nevar izveidot.',
  'This is an invalid subscription ID.': 'Šis abonementa ID nav derīgs.',
  'This is an invalid subscription confirmation code.': 'Šis abonementa apstiprinājuma kods nav derīgs.',
  // Loyalty programme, referral, birthday (issue 13)
  'Points earned with order #%1': 'Punkti nopelnīti ar pasūtījumu #%1',
  'Points spent on order #%1': 'Punkti izmantoti pasūtījumam #%1',
  'Adjusted for order #%1': 'Korekcija pasūtījumam #%1',
  Adjusted: 'Korekcija',
  "A referred friend's first order": 'Ieteiktā drauga pirmais pasūtījums',
  'You cannot refer yourself.': 'Jūs nevarat ieteikt sevi.',
  'This person is already our customer.': 'Šī persona jau ir mūsu klients.',
  'An invitation has already been sent to this e-mail address.':
    'Uz šo e-pasta adresi ielūgums jau ir nosūtīts.',
  'The birthday can be set and changed only once.':
    'Dzimšanas dienu var ievadīt un mainīt tikai vienu reizi.',
  'The loyalty programme is not available in this store.': 'Lojalitātes programma šajā veikalā nav pieejama.',
};

/** Dictionaries by store locale (`StoreView.locale`). */
export const PHRASES: Readonly<Record<string, PhraseDictionary>> = { de_DE, fr_FR, lv_LV };
