import { useParams } from 'react-router';
import type { Loader } from '../../../../platform/routing/deps';
import { requireCustomer } from '../../../account';
import { GuestWishlistPage } from '../../components/WishlistPages/GuestWishlistPage';
import { WishlistItemsPage } from '../../components/WishlistPages/WishlistItemsPage';
import { WishlistsPage } from '../../components/WishlistPages/WishlistsPage';

/**
 * /wishlist, /wishlist/guest and /wishlist/:wishlistId (spec §2) in one route module. /wishlist and
 * a customer's own list are auth-only (spec §6: a guest goes to /sign-in and comes back); the guest
 * list and a list opened through its share link (`?sharing_code=`) are for everyone.
 */
export const loader: Loader<null> = (args, deps) => {
  const id = args.params['wishlistId'];
  const shared = new URL(args.request.url).searchParams.has('sharing_code');
  if (id === 'guest' || (id !== undefined && shared)) return Promise.resolve(null);
  return requireCustomer(args, deps);
};

export function Component() {
  const { wishlistId } = useParams();
  if (wishlistId === undefined) return <WishlistsPage />;
  if (wishlistId === 'guest') return <GuestWishlistPage />;
  return <WishlistItemsPage wishlistId={wishlistId} />;
}
