import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../themes/contract.css';
import { color, font, radius, shadow, space } from '../themes/tokens';
import { breakpoints } from '../css/breakpoints';

/** Renders the design tokens from the theme itself: every swatch is painted with `vars`. */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const label = {
  fontSize: vars.font.size.small,
  color: vars.color.ink,
  fontWeight: vars.font.weight.medium,
} as const;
const caption = {
  fontSize: vars.font.size.xsmall,
  color: vars.color.muted,
  fontFamily: vars.font.family.mono,
} as const;

export const Colours: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: vars.space.large,
      }}
    >
      {(Object.keys(color) as Array<keyof typeof color>).map((name) => (
        <div key={name} style={{ display: 'grid', gap: vars.space.xsmall }}>
          <div
            style={{
              height: '4rem',
              borderRadius: vars.radius.medium,
              background: vars.color[name],
              border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
            }}
          />
          <span style={label}>{name}</span>
          <span style={caption}>{color[name]}</span>
        </div>
      ))}
    </div>
  ),
};

export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xlarge }}>
      {(['heading', 'body', 'mono'] as const).map((family) => (
        <div key={family} style={{ display: 'grid', gap: vars.space.xsmall }}>
          <span style={caption}>font.family.{family}</span>
          <span
            style={{
              fontFamily: vars.font.family[family],
              fontSize: vars.font.size.xlarge,
              color: vars.color.ink,
            }}
          >
            Gentle care for Nordic skin — 0123456789
          </span>
        </div>
      ))}
      <div style={{ display: 'grid', gap: vars.space.medium }}>
        {(Object.keys(font.size) as Array<keyof typeof font.size>).map((size) => (
          <div
            key={size}
            style={{
              display: 'grid',
              gridTemplateColumns: '10rem 1fr',
              alignItems: 'baseline',
              gap: vars.space.large,
            }}
          >
            <span style={caption}>
              {size} · {font.size[size]}
            </span>
            <span
              style={{
                fontFamily: vars.font.family.heading,
                fontSize: vars.font.size[size],
                lineHeight: vars.font.lineHeight.tight,
              }}
            >
              Cloudberry seed oil
            </span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: vars.space.xlarge }}>
        {(Object.keys(font.weight) as Array<keyof typeof font.weight>).map((w) => (
          <span key={w} style={{ fontWeight: vars.font.weight[w] }}>
            {w} {font.weight[w]}
          </span>
        ))}
      </div>
    </div>
  ),
};

export const Space: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.small }}>
      {(Object.keys(space) as Array<keyof typeof space>).map((name) => (
        <div
          key={name}
          style={{
            display: 'grid',
            gridTemplateColumns: '10rem 1fr',
            alignItems: 'center',
            gap: vars.space.large,
          }}
        >
          <span style={caption}>
            {name} · {space[name]}
          </span>
          <div
            style={{
              height: vars.space.large,
              width: vars.space[name],
              background: vars.color.accent,
              borderRadius: vars.radius.small,
            }}
          />
        </div>
      ))}
      <p style={{ ...caption, marginTop: vars.space.large }}>
        Breakpoints:{' '}
        {Object.entries(breakpoints)
          .map(([k, v]) => `${k} ≥ ${v}px`)
          .join(' · ')}
      </p>
    </div>
  ),
};

export const RadiiAndShadows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xxlarge }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge }}>
        {(Object.keys(radius) as Array<keyof typeof radius>).map((name) => (
          <div key={name} style={{ display: 'grid', gap: vars.space.xsmall, justifyItems: 'center' }}>
            <div
              style={{
                width: '4.5rem',
                height: '4.5rem',
                background: vars.color.accentSoft,
                border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
                borderRadius: vars.radius[name],
              }}
            />
            <span style={caption}>{name}</span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxlarge, padding: vars.space.large }}>
        {(Object.keys(shadow) as Array<keyof typeof shadow>).map((name) => (
          <div
            key={name}
            style={{
              width: '9rem',
              height: '6rem',
              display: 'grid',
              placeItems: 'center',
              background: vars.color.surfaceRaised,
              borderRadius: vars.radius.medium,
              boxShadow: vars.shadow[name],
            }}
          >
            <span style={caption}>shadow.{name}</span>
          </div>
        ))}
      </div>
    </div>
  ),
};
