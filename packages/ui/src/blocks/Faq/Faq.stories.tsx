import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Faq } from './Faq';

const items = [
  {
    question: 'Are your products suitable for sensitive skin?',
    answer:
      '<p>Yes. Every formula is <strong>dermatologically tested</strong> on sensitive skin and free of synthetic fragrance.</p>',
  },
  {
    question: 'How long does delivery take?',
    answer: '<p>Orders ship within 1–2 working days. Delivery is free over €50.</p>',
  },
  {
    question: 'Can I return an opened product?',
    answer:
      '<p>If a product does not suit your skin, write to us within 30 days &amp; we will refund it.</p>',
  },
];

const meta = {
  title: 'Blocks/Faq',
  component: Faq,
  args: { items },
  parameters: {
    docs: {
      description: {
        component:
          "Questions and answers as an accordion (the kit's `Accordion`), with FAQPage structured data " +
          '(JSON-LD, answers as plain text) in the server HTML for search engines.',
      },
    },
  },
} satisfies Meta<typeof Faq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'How long does delivery take?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Orders ship within/)).toBeVisible();
    await userEvent.click(trigger);
    const script = canvasElement.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    await expect(data['@type']).toBe('FAQPage');
    await expect(data.mainEntity[2]?.acceptedAnswer.text).toBe(
      'If a product does not suit your skin, write to us within 30 days & we will refund it.',
    );
  },
};

export const FirstOpen: Story = {
  args: { openFirst: true, headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: /sensitive skin/ })).toBeInTheDocument();
    await expect(canvas.getByText(/dermatologically tested/)).toBeVisible();
  },
};

export const WithoutStructuredData: Story = {
  args: { structuredData: false },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};
