// Load benchmark for the cart and checkout: cart query (with totals, gift progress, shipping),
// add to cart, the shipping-address step and placeOrder (one prepared cart per order).
// Usage: start the API (npm start -w @shop/commerce-api, PORT 4000), then
//   node apps/commerce-api/bench/checkout.mjs [http://127.0.0.1:4000/graphql]
// Loopback only, bounded: 10 connections, 10 s per scenario (BENCH_SECONDS / BENCH_CONNECTIONS to change);
// placeOrder runs BENCH_ORDERS (default 150, at most 500) requests. It takes stock: use a throwaway
// database (PGLITE_DATA_DIR).
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

const ADDRESS = {
  firstname: 'Jonas',
  lastname: 'Müller',
  street: ['Hauptstraße 5'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'DE',
  telephone: '+49301234567',
};
scenarios.push({
  name: 'checkout step: set shipping address (methods recalculated)',
  query: `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: ${JSON.stringify(
    ADDRESS,
  ).replace(/"(\w+)":/g, '$1:')} }] }) {
    cart { ${CART} shipping_addresses { available_shipping_methods { carrier_code amount { value } estimated_delivery_time } } } } }`,
});

// placeOrder: each request places its own prepared cart (placing is once per cart), spread over
// several products so stock lasts.
const orders = Math.min(Number(process.env.BENCH_ORDERS ?? 150), 500);
const SKUS = [
  'AB-CL-001',
  'AB-CL-002',
  'AB-CL-003',
  'AB-CL-005',
  'AB-SE-002',
  'AB-SE-003',
  'AB-MA-001',
  'AB-MA-002',
];
const ready = [];
for (let i = 0; i < orders; i++) {
  const id = (await gql('mutation { createEmptyCart }')).createEmptyCart;
  const prepared = await gql(
    `mutation($id: String!, $sku: String!, $a: CartAddressInput!) {
      addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } }
      setGuestEmailOnCart(input: { cart_id: $id, email: "bench@example.com" }) { cart { id } }
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $a }] }) { cart { id } }
      setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }
      setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } }
    }`,
    { id, sku: SKUS[i % SKUS.length], a: ADDRESS },
  );
  const problems = prepared.addProductsToCart.user_errors;
  if (problems.length) throw new Error(`${SKUS[i % SKUS.length]}: ${problems[0].message}`);
  await gql(
    'mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
    { id },
  );
  ready.push(id);
}
const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number total { grand_total { value } } } } }`;

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

{
  let n = 0;
  let failed = 0;
  const result = await autocannon({
    url: url.href,
    method: 'POST',
    connections,
    amount: orders,
    headers,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ query: PLACE, variables: { id: ready[n++ % ready.length] } }),
        }),
        onResponse: (status, body) => {
          const placed = JSON.parse(body)?.data?.placeOrder;
          if (!placed?.orderV2 || placed.errors.length) failed++;
        },
      },
    ],
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `place order (${orders} prepared carts): ${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${errors} errors, ${failed} without an order`,
  );
}
