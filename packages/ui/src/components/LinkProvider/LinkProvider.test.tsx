import { render, screen } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../Breadcrumbs';
import { LinkProvider, RegisteredLink, type LinkComponentProps } from './LinkProvider';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a href={`/de${href}`} data-router="" {...rest} />;
}

function Probe({ linkRef }: { linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <RegisteredLink href="/serums.html" className="probe" target="_blank" ref={linkRef}>
      Serums
    </RegisteredLink>
  );
}

describe('LinkProvider', () => {
  it('renders a plain anchor with every attribute when no link is registered', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(<Probe linkRef={ref} />);
    const link = screen.getByRole('link', { name: 'Serums' });
    expect(link).toHaveAttribute('href', '/serums.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('probe');
    expect(link).not.toHaveAttribute('data-router');
    expect(ref.current).toBe(link);
  });

  it('renders the registered link for kit components inside it', () => {
    render(
      <LinkProvider linkComponent={RouterLink}>
        <Probe />
        <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Serums' }]} />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Serums' })).toHaveAttribute('href', '/de/serums.html');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('data-router');
    expect(home).toHaveAttribute('href', '/de/');
  });
});
