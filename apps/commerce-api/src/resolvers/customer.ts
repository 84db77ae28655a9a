import {
  changePassword,
  createAddress,
  createCustomer,
  deleteAddress,
  isEmailAvailable,
  loadAddresses,
  loadCustomer,
  requestPasswordReset,
  resetPassword,
  revokeToken,
  signIn,
  updateAddress,
  updateCustomer,
  updateCustomerEmail,
  type AddressInput,
  type AddressRow,
  type CreateCustomerInput,
  type CustomerRow,
  type PersonalInput,
} from '../domain/customer.js';
import { setCustomerSubscribed } from '../domain/newsletter.js';
import { requestMail } from '../mail/outbox.js';
import type { ResolverContext } from './context.js';

/** Magento's Customer: the row plus its address book, which only loads when asked for. */
function customerShape(c: CustomerRow) {
  return {
    __row: c,
    id: c.entity_id,
    email: c.email,
    firstname: c.firstname,
    middlename: c.middlename,
    lastname: c.lastname,
    prefix: c.prefix,
    suffix: c.suffix,
    date_of_birth: c.date_of_birth,
    dob: c.date_of_birth,
    gender: c.gender,
    taxvat: c.taxvat,
    group_id: c.group_id,
    segment_ids: c.segment_ids,
    is_subscribed: c.is_subscribed,
    allow_remote_shopping_assistance: c.allow_remote_shopping_assistance,
    created_at: c.created_at,
    default_billing: c.default_billing === null ? null : String(c.default_billing),
    default_shipping: c.default_shipping === null ? null : String(c.default_shipping),
  };
}

type CustomerShape = ReturnType<typeof customerShape>;

function addressShape(a: AddressRow, c: Pick<CustomerRow, 'default_billing' | 'default_shipping'>) {
  return {
    id: a.entity_id,
    customer_id: a.customer_id,
    firstname: a.firstname,
    middlename: a.middlename,
    lastname: a.lastname,
    prefix: a.prefix,
    suffix: a.suffix,
    company: a.company,
    street: a.street,
    city: a.city,
    region:
      a.region || a.region_code || a.region_id
        ? { region: a.region, region_code: a.region_code, region_id: a.region_id }
        : null,
    region_id: a.region_id,
    postcode: a.postcode,
    country_code: a.country_code,
    country_id: a.country_code,
    telephone: a.telephone,
    fax: a.fax,
    vat_id: a.vat_id,
    is_business: a.is_business,
    registration_id: a.registration_id,
    default_billing: c.default_billing === a.entity_id,
    default_shipping: c.default_shipping === a.entity_id,
  };
}

async function addressResult(ctx: ResolverContext, customerId: number, address: AddressRow) {
  const customer = await loadCustomer(ctx.db, customerId);
  return addressShape(address, customer!);
}

/** Queued mail goes out after the response's transaction, never inside it. */
const afterCommit = (ctx: ResolverContext) => requestMail(ctx.db);

export const customerResolvers = {
  Query: {
    customer: async (_: unknown, __: unknown, ctx: ResolverContext) => {
      const customer = await loadCustomer(ctx.db, await ctx.auth.requireCustomerId());
      return customer ? customerShape(customer) : null;
    },
    isEmailAvailable: async (_: unknown, args: { email: string }, ctx: ResolverContext) => ({
      is_email_available: await isEmailAvailable(ctx.db, args.email),
    }),
  },
  Customer: {
    addresses: async (parent: CustomerShape, _: unknown, ctx: ResolverContext) =>
      (await loadAddresses(ctx.db, parent.id)).map((a) => addressShape(a, parent.__row)),
  },
  Mutation: {
    createCustomerV2: async (_: unknown, args: { input: CreateCustomerInput }, ctx: ResolverContext) => {
      await ctx.auth.takeRateLimit('create_account');
      const customer = await createCustomer(ctx.db, ctx.store.store_id, args.input, ctx.auth.settings);
      afterCommit(ctx);
      return { customer: customerShape(customer) };
    },
    updateCustomerV2: async (_: unknown, args: { input: PersonalInput }, ctx: ResolverContext) => {
      const customerId = await ctx.auth.requireCustomerId();
      const customer = await updateCustomer(ctx.db, customerId, args.input);
      // The newsletter box (account, checkout opt-in) goes through the one subscription.
      const subscribed = args.input.is_subscribed;
      if (subscribed != null) {
        await ctx.db.transaction((tx) =>
          setCustomerSubscribed(tx, ctx.store.store_id, customerId, subscribed),
        );
        afterCommit(ctx);
      }
      return { customer: customerShape(customer) };
    },
    updateCustomerEmail: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: ResolverContext,
    ) => ({
      customer: customerShape(
        await updateCustomerEmail(ctx.db, await ctx.auth.requireCustomerId(), args.email, args.password),
      ),
    }),
    changeCustomerPassword: async (
      _: unknown,
      args: { currentPassword: string; newPassword: string },
      ctx: ResolverContext,
    ) => {
      const customer = await changePassword(
        ctx.db,
        await ctx.auth.requireCustomerId(),
        args.currentPassword,
        args.newPassword,
        ctx.auth.settings,
      );
      afterCommit(ctx);
      return customerShape(customer);
    },
    generateCustomerToken: async (
      _: unknown,
      args: { email: string; password: string },
      ctx: ResolverContext,
    ) => ({
      token: await signIn(ctx.db, args.email, args.password, ctx.auth.clientAddress, ctx.auth.settings),
    }),
    revokeCustomerToken: async (_: unknown, __: unknown, ctx: ResolverContext) => {
      await ctx.auth.requireCustomerId();
      await revokeToken(ctx.db, ctx.auth.token!);
      return { result: true };
    },
    requestPasswordResetEmail: async (_: unknown, args: { email: string }, ctx: ResolverContext) => {
      await ctx.auth.takeRateLimit('password_reset');
      const ok = await requestPasswordReset(ctx.db, ctx.store.store_id, args.email, ctx.auth.settings);
      afterCommit(ctx);
      return ok;
    },
    resetPassword: async (
      _: unknown,
      args: { email: string; resetPasswordToken: string; newPassword: string },
      ctx: ResolverContext,
    ) => {
      const ok = await resetPassword(
        ctx.db,
        args.email,
        args.resetPasswordToken,
        args.newPassword,
        ctx.auth.settings,
      );
      afterCommit(ctx);
      return ok;
    },
    createCustomerAddress: async (_: unknown, args: { input: AddressInput }, ctx: ResolverContext) => {
      const customerId = await ctx.auth.requireCustomerId();
      return addressResult(ctx, customerId, await createAddress(ctx.db, customerId, args.input));
    },
    updateCustomerAddress: async (
      _: unknown,
      args: { id: number; input?: AddressInput | null },
      ctx: ResolverContext,
    ) => {
      const customerId = await ctx.auth.requireCustomerId();
      return addressResult(
        ctx,
        customerId,
        await updateAddress(ctx.db, customerId, args.id, args.input ?? {}),
      );
    },
    deleteCustomerAddress: async (_: unknown, args: { id: number }, ctx: ResolverContext) =>
      deleteAddress(ctx.db, await ctx.auth.requireCustomerId(), args.id),
  },
};
