import { useId } from 'react';
import { Checkbox } from '../Checkbox';
import { Image } from '../Image';
import * as css from './SampleSelector.css';

export interface SampleOption {
  /** Stable id, e.g. the sample's SKU. */
  id: string;
  name: string;
  /** Second line, e.g. the sachet volume. */
  description?: string | null;
  imageSrc?: string | null;
}

export interface SampleSelectorLabels {
  title: string;
  /** e.g. "Choose up to 3 free samples" */
  intro: (limit: number) => string;
  chosen: (count: number, limit: number) => string;
  full: (limit: number) => string;
}

const samplesText = (n: number) => `${n} ${n === 1 ? 'sample' : 'samples'}`;

export const defaultSampleSelectorLabels: SampleSelectorLabels = {
  title: 'Free samples',
  intro: (limit) => `Choose up to ${samplesText(limit)} for free, one of each.`,
  chosen: (count, limit) => `${count} of ${limit} chosen.`,
  full: (limit) => `You have chosen the maximum of ${samplesText(limit)}. Remove one to choose another.`,
};

export interface SampleSelectorProps {
  samples: readonly SampleOption[];
  /** Ids of the samples in the cart (all of them: they count towards the limit). */
  selected: readonly string[];
  /** Spec §5: sachet samples up to a limit {limit}, always quantity 1. */
  limit: number;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  /** Samples being added or removed. */
  pendingIds?: readonly string[];
  error?: string | null;
  disabled?: boolean;
  labels?: Partial<SampleSelectorLabels>;
  /**
   * The samples are near the top of a page the server renders (a bag with a line or two): their
   * pictures load at once and show as soon as they arrive, before the page hydrates.
   */
  priority?: boolean;
}

/**
 * Free sachet samples in the cart: a group of checkboxes with pictures. Once `limit` samples are
 * chosen, the others are disabled and a status line says why; each sample is quantity 1.
 */
export function SampleSelector({
  samples,
  selected,
  limit,
  onAdd,
  onRemove,
  pendingIds = [],
  error,
  disabled = false,
  labels,
  priority = false,
}: SampleSelectorProps) {
  const t = { ...defaultSampleSelectorLabels, ...labels };
  const statusId = useId();
  // The server counts every sample in the cart, offered here or not (e.g. one now sold out).
  const chosen = selected.length;
  const full = chosen >= limit;

  return (
    <fieldset className={css.root} aria-describedby={statusId} data-state={full ? 'full' : 'open'}>
      <legend className={css.legend}>{t.title}</legend>
      <p className={css.status} id={statusId} role="status" data-state={full ? 'full' : 'open'}>
        {full ? t.full(limit) : `${t.intro(limit)} ${t.chosen(chosen, limit)}`}
      </p>
      <ul className={css.grid}>
        {samples.map((sample) => {
          const isSelected = selected.includes(sample.id);
          const pending = pendingIds.includes(sample.id);
          return (
            <li key={sample.id} className={css.item} data-state={isSelected ? 'selected' : 'idle'}>
              {sample.imageSrc ? (
                <div className={css.media}>
                  <Image
                    src={sample.imageSrc}
                    alt=""
                    ratio={1}
                    width={160}
                    height={160}
                    widths={[160, 320]}
                    sizes="160px"
                    priority={priority}
                  />
                </div>
              ) : null}
              <Checkbox
                name="samples"
                value={sample.id}
                label={sample.name}
                description={sample.description ?? undefined}
                checked={isSelected}
                disabled={disabled || pending || (!isSelected && full)}
                aria-busy={pending || undefined}
                onCheckedChange={(checked) => (checked ? onAdd(sample.id) : onRemove(sample.id))}
              />
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
