// Load benchmark for the catalogue queries: category listing (with aggregations) and product page.
// Usage: start the API (npm start -w @shop/commerce-api, PORT 4000), then
//   node apps/commerce-api/bench/catalog.mjs [http://127.0.0.1:4000/graphql]
// Loopback only, 10 connections, 10 s per scenario (BENCH_SECONDS / BENCH_CONNECTIONS to change).
import autocannon from 'autocannon';

const url = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:4000/graphql');
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) {
  console.error(`Refusing to load-test ${url.hostname}: loopback only.`);
  process.exit(1);
}
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const LISTING = `query Listing($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 6, currentPage: 1, sort: { BESTSELLER: DESC }) {
    total_count page_info { current_page total_pages }
    aggregations { attribute_code label count position options { label value count } }
    items { __typename id sku name url_key stock_status is_coming_soon max_qty volume collection presentation_title
      small_image { url } hover_image { url } labels { label_id txt position }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } maximum_price { final_price { value } } } }
  } }`;

const PDP = `query Product($key: String!) {
  products(filter: { url_key: { eq: $key } }) { items { __typename id uid sku name url_key canonical_url stock_status is_coming_soon is_pre_order max_qty volume collection
    description { html } ingredients { name position } how_to_use shipping_info sustainability certificates backstage ean_code is_makeup
    media_gallery { url label position disabled } image { url } small_image { url } hover_image { url }
    price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off } } maximum_price { final_price { value } } }
    rating_summary review_count reviews(pageSize: 5) { items { nickname summary text average_rating created_at } }
    labels { label_id txt } categories { name url_path } related_products { sku name small_image { url } } pdp_related_products { sku name } volume_products { sku volume }
    ... on ConfigurableProduct { configurable_options { attribute_code attribute_uid label values { uid value_index label swatch_data { value } } }
      variants { attributes { code value_index uid } product { sku stock_status max_qty } }
      child_products { option_ids swatch { value } product { sku stock_status max_qty volume media_gallery { url } } } } } } }`;

const scenarios = [
  {
    name: 'category listing (Skincare, 6 per page, aggregations, BESTSELLER)',
    query: LISTING,
    variables: { uid: 'Mw==' },
  },
  { name: 'product page (skin-veil-foundation)', query: PDP, variables: { key: 'skin-veil-foundation' } },
];

for (const s of scenarios) {
  const result = await autocannon({
    url: url.href,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/json', store: 'en' },
    body: JSON.stringify({ query: s.query, variables: s.variables }),
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${s.name}: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${errors} errors`,
  );
}
