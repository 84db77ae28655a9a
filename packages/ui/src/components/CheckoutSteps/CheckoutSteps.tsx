import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Icon } from '../Icon';
import * as css from './CheckoutSteps.css';

export const checkoutStepStates = ['current', 'complete', 'upcoming'] as const;
export type CheckoutStepState = (typeof checkoutStepStates)[number];

export interface CheckoutStep {
  id: string;
  title: ReactNode;
  /** What was entered, shown under a completed step (e.g. the address in one line). */
  summary?: ReactNode;
  /** The step's form; rendered while the step is current. */
  content: ReactNode;
}

export interface CheckoutStepsLabels {
  /** Progress line above the steps. */
  progress: (current: number, total: number) => string;
  edit: string;
  /** Read after each step's title. */
  states: Record<CheckoutStepState, string>;
}

export const defaultCheckoutStepsLabels: CheckoutStepsLabels = {
  progress: (current, total) => `Step ${current} of ${total}`,
  edit: 'Edit',
  states: { current: 'current step', complete: 'completed', upcoming: 'not yet available' },
};

export interface CheckoutStepsProps {
  steps: readonly CheckoutStep[];
  /** Id of the open (current) step. */
  value?: string;
  defaultValue?: string;
  /** Called when the shopper reopens a completed step. */
  onValueChange?: (id: string) => void;
  /** Ids of steps whose details are saved; they can be reopened with Edit. */
  completed?: readonly string[];
  headingLevel?: 2 | 3;
  labels?: Partial<CheckoutStepsLabels>;
}

/** Which state a step is in: the open one is current, saved ones complete, the rest upcoming. */
export function checkoutStepState(
  id: string,
  current: string,
  completed: readonly string[],
): CheckoutStepState {
  if (id === current) return 'current';
  return completed.includes(id) ? 'complete' : 'upcoming';
}

/**
 * The checkout's numbered steps as an accordion (WAI-ARIA APG): one step is open; completed ones
 * show a summary and reopen with Edit; upcoming ones cannot be opened yet. Arrow keys, Home and End
 * move between step headers. When the open step changes, focus moves to its header so keyboard
 * and screen-reader users land where the next form starts. Each header is named by what it shows
 * (number, title, Edit) and described by its state.
 */
export function CheckoutSteps({
  steps,
  value: valueProp,
  defaultValue,
  onValueChange,
  completed = [],
  headingLevel = 2,
  labels: labelsProp,
}: CheckoutStepsProps) {
  const labels = { ...defaultCheckoutStepsLabels, ...labelsProp };
  const [value, setValue] = useControllableState(
    valueProp,
    defaultValue ?? steps[0]?.id ?? '',
    onValueChange,
  );
  const baseId = useId().replace(/:/g, '');
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const previous = useRef(value);
  const Heading = `h${headingLevel}` as const;
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === value),
  );

  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    triggers.current[index]?.focus();
  }, [value, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const last = steps.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? at === last
          ? 0
          : at + 1
        : event.key === 'ArrowUp'
          ? at === 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div>
      <p className={css.progress} aria-live="polite">
        {labels.progress(index + 1, steps.length)}
      </p>
      <ol className={css.root}>
        {steps.map((step, at) => {
          const state = checkoutStepState(step.id, value, completed);
          const triggerId = `${baseId}-${step.id}-trigger`;
          const panelId = `${baseId}-${step.id}-panel`;
          const stateId = `${baseId}-${step.id}-state`;
          return (
            <li key={step.id} className={css.step} data-state={state}>
              <Heading className={css.header}>
                <button
                  ref={(el) => {
                    triggers.current[at] = el;
                  }}
                  id={triggerId}
                  type="button"
                  className={css.trigger}
                  aria-expanded={state === 'current'}
                  aria-controls={state === 'current' ? panelId : undefined}
                  aria-disabled={state === 'upcoming' ? true : undefined}
                  aria-current={state === 'current' ? 'step' : undefined}
                  aria-describedby={stateId}
                  data-state={state}
                  onClick={() => {
                    if (state === 'complete') setValue(step.id);
                  }}
                  onKeyDown={(event) => onKeyDown(event, at)}
                >
                  <span className={css.badge}>
                    {state === 'complete' ? <Icon name="check" size="small" /> : at + 1}
                  </span>
                  <span className={css.title}>{step.title}</span>
                  {state === 'complete' ? <span className={css.edit}>{labels.edit}</span> : null}
                </button>
                {/* The state is a description, so the button's name stays its visible text (WCAG 2.5.3). */}
                <span id={stateId} className={visuallyHidden}>
                  {labels.states[state]}
                </span>
              </Heading>
              {state === 'complete' && step.summary ? (
                <div className={css.summary}>{step.summary}</div>
              ) : null}
              {state === 'current' ? (
                <section id={panelId} aria-labelledby={triggerId} className={css.panel}>
                  {step.content}
                </section>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
