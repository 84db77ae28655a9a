import { Container, Shimmer, Stack } from '@shop/ui';
import { useEffect } from 'react';
import { scrollBehavior } from '../shell/navigation';

/**
 * Spec §2: "While loading, a shimmer … shows" — stands in for the page while the URL resolver
 * answers a navigation. Decorative (the header's page-loading bar is the announced progress; the
 * main region is marked busy). It shows the top of the page: a page left far down would otherwise
 * leave the shimmer above the viewport.
 */
export function ResolverShimmer() {
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0, behavior: scrollBehavior(window) });
  }, []);
  return (
    <Container paddingY="page">
      <Stack space="large">
        <Shimmer shape="line" width="30%" />
        <Shimmer shape="line" width="55%" height="2.5rem" />
        <Shimmer shape="line" width="20%" />
        <Shimmer shape="block" height="60vh" />
      </Stack>
    </Container>
  );
}
