import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwatchGroup } from '../SwatchGroup';
import { Swatch, swatchKind } from './Swatch';
import { firstAvailableValue, isValueAvailable, type SwatchVariant } from './swatchAvailability';

const variants: SwatchVariant[] = [
  { attributes: { color: 'sand', size: '30' }, inStock: true },
  { attributes: { color: 'sand', size: '50' }, inStock: false },
  { attributes: { color: 'honey', size: '50' }, inStock: true },
  { attributes: { color: 'cocoa', size: '30' }, inStock: false },
];

describe('swatch availability', () => {
  it('is available when an in-stock variant matches', () => {
    expect(isValueAvailable(variants, 'color', 'sand')).toBe(true);
    expect(isValueAvailable(variants, 'color', 'honey')).toBe(true);
  });
  it('is unavailable when every match is out of stock', () => {
    expect(isValueAvailable(variants, 'color', 'cocoa')).toBe(false);
  });
  it('is unavailable when no variant matches', () => {
    expect(isValueAvailable(variants, 'color', 'plum')).toBe(false);
  });
  it('respects the other selected options', () => {
    expect(isValueAvailable(variants, 'color', 'sand', { size: '50' })).toBe(false);
    expect(isValueAvailable(variants, 'color', 'honey', { size: '50' })).toBe(true);
    expect(isValueAvailable(variants, 'size', '30', { color: 'sand', size: '50' })).toBe(true);
  });
  it('auto-selects the first in-stock value', () => {
    expect(firstAvailableValue([{ value: 'a', unavailable: true }, { value: 'b' }])).toBe('b');
    expect(firstAvailableValue([{ value: 'a', unavailable: true }])).toBeUndefined();
  });
  it('tells the kind from the data', () => {
    expect(swatchKind({ color: '#fff' })).toBe('color');
    expect(swatchKind({ image: 'a.png', color: '#fff' })).toBe('image');
    expect(swatchKind({})).toBe('text');
  });
});

describe('Swatch', () => {
  it('passes the API colour as a custom property', () => {
    render(<Swatch label="03 Sand" color="#DDB894" />);
    const chip = screen.getByRole('radio', { name: '03 Sand' }).firstElementChild as HTMLElement;
    expect(chip.getAttribute('style')).toMatch(/--[\w-]+:\s*#DDB894/);
  });
  it('is aria-disabled, focusable and not clickable when unavailable', async () => {
    const onClick = vi.fn();
    render(<Swatch label="07 Cocoa" color="#6A4129" unavailable onClick={onClick} />);
    const radio = screen.getByRole('radio', { name: '07 Cocoa – Out of Stock' });
    expect(radio).toHaveAttribute('aria-disabled', 'true');
    expect(radio).not.toBeDisabled();
    await userEvent.click(radio);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('SwatchGroup', () => {
  const options = [
    { value: '1', label: 'Porcelain', color: '#F3DCC8' },
    { value: '2', label: 'Sand', color: '#DDB894', unavailable: true },
    { value: '3', label: 'Honey', color: '#C99A6E' },
    { value: '4', label: 'Cocoa', color: '#6A4129' },
  ];
  it('selects with arrows, focusing but skipping selection of unavailable values', async () => {
    const onValueChange = vi.fn();
    render(<SwatchGroup label="Shade" options={options} defaultValue="1" onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Porcelain' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Sand – Out of Stock' })).toHaveFocus();
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('3');
    expect(screen.getByRole('radio', { name: 'Honey' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('4');
  });
  it('limits visible swatches with +n', () => {
    render(<SwatchGroup label="Shade" options={options} maxVisible={2} layout="row" />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('2 more')).toBeInTheDocument();
  });
});
