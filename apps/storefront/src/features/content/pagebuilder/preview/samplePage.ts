/** What the Storybook CMS preview starts with: a small page using common blocks, and two problems. */
export const SAMPLE_PAGE_HTML = [
  '<div data-content-type="row" data-appearance="full-bleed" data-element="main"><div data-element="inner">',
  '<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="false" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main">',
  '<div data-content-type="slide" data-slide-name="Winter" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="/skincare.html" data-link-type="default" data-element="link"><div class="pagebuilder-slide-wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;/images/hero-desktop.svg\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;/images/hero-mobile.svg\\&quot;}" data-element="wrapper" style="min-height: 360px;"><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" data-element="overlay"><div class="pagebuilder-poster-content"><div data-element="content"><h1>Winter rituals</h1><p>Rich care for cold, bright days.</p></div><button type="button" class="pagebuilder-slide-button pagebuilder-button-primary" data-element="button">Shop skincare</button></div></div></div></a></div>',
  '</div></div></div>',
  '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" style="margin: 0px 0px 32px;">',
  '<h2 data-content-type="heading" data-appearance="default" data-element="main">Bestsellers</h2>',
  '<div data-content-type="products" data-appearance="grid" data-element="main">{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" products_count="4" condition_option="sku" condition_option_value="AB-SE-002,AB-MO-001,AB-CL-001,AB-SE-003" conditions_encoded="^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],`1--1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`AB-SE-002, AB-MO-001, AB-CL-001, AB-SE-003`^]^]"}}</div>',
  '</div></div>',
  '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" style="margin: 0px 0px 32px;">',
  '<div data-content-type="faq" data-appearance="default" data-element="main"><div data-content-type="faq-item" data-element="main"><h3 data-element="question">Are your products vegan?</h3><div data-element="answer"><p>Yes, every formula.</p></div></div><div data-content-type="faq-item" data-element="main"><h3 data-element="question">Do I get samples?</h3><div data-element="answer"><p>With every order.</p></div></div></div>',
  '<div data-content-type="countdown-timer" data-appearance="default" data-element="main"><p>Sale ends Sunday</p></div>',
  '<figure data-content-type="image" data-appearance="full-width" data-element="main"><img src="" alt="Our studio" data-element="desktop_image"></figure>',
  '</div></div>',
].join('');
