// Load benchmark for the cart: add-to-cart and cart query (with totals, gift progress, shipping).
// Usage: start the API (npm start -w @shop/commerce-api, PORT 4000), then
//   node apps/commerce-api/bench/checkout.mjs [http://127.0.0.1:4000/graphql]
// Loopback only, bounded: 10 connections, 10 s per scenario (BENCH_SECONDS / BENCH_CONNECTIONS to change).
import autocannon from 'autocannon';

const url = new URL(process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:4000/graphql');
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname)) {
  console.error(`Refusing to load-test ${url.hostname}: loopback only.`);
  process.exit(1);
}
const duration = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 50);
const headers = { 'content-type': 'application/json', store: 'en' };

async function gql(query, variables) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors[0].message);
  return body.data;
}

// One cart per connection so the add-to-cart scenario does not serialise on a single cart row.
const carts = [];
for (let i = 0; i < connections; i++) carts.push((await gql('mutation { createEmptyCart }')).createEmptyCart);
for (const id of carts) {
  await gql(
    'mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-001", quantity: 1 }, { sku: "AB-SAMPLE-001", quantity: 1 }]) { cart { id } } }',
    { id },
  );
}

const CART = `id total_quantity items { uid quantity isFreeGift hideFromGwp gwpCartLabel product { sku name small_image { url } }
  prices { row_total_including_tax { value } } }
  gift_progress { current { value } stages { code reached remaining { value } } }
  prices { grand_total { value currency } subtotal_including_tax { value } applied_taxes { label amount { value } }
    discounts { label amount { value } } free_shipping_qualifier { amount { value } country_code } }`;
const ADD = `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "AB-CL-003", quantity: 1 }]) {
  user_errors { code message } cart { ${CART} } } }`;
const QUERY = `query($id: String!) { cart(cart_id: $id) { ${CART} } }`;

function requestsFor(query) {
  let n = 0;
  return carts.map(() => ({
    method: 'POST',
    setupRequest: (req) => ({
      ...req,
      body: JSON.stringify({ query, variables: { id: carts[n++ % carts.length] } }),
    }),
  }));
}

const scenarios = [
  { name: 'cart query (items, totals, gift progress)', query: QUERY },
  { name: 'add to cart (AB-CL-003, one cart per connection)', query: ADD },
];

for (const s of scenarios) {
  const result = await autocannon({
    url: url.href,
    method: 'POST',
    connections,
    duration,
    headers,
    requests: requestsFor(s.query),
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${s.name}: ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.requests.total} requests, ${errors} errors`,
  );
}
