// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS, replayEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
  replayEarlyClicks();
});

describe('early clicks', () => {
  it('holds taps on buttons before hydration and taps each button again once, in order', () => {
    document.body.innerHTML = `
      <button id="add" type="button">Add to bag</button>
      <button id="menu">Open menu</button>
      <button id="gone" type="button">Gone</button>`;
    new Function(EARLY_CLICKS)();
    const seen: string[] = [];
    const add = document.getElementById('add')!;
    const menu = document.getElementById('menu')!;
    const gone = document.getElementById('gone')!;
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    add.click();
    menu.click();
    add.click();
    gone.click();
    expect(prevented).toEqual([true, true, true, true]);
    gone.remove();
    // Hydrated: the page's handlers are there.
    for (const button of [add, menu]) button.addEventListener('click', () => seen.push(button.id));
    replayEarlyClicks();
    expect(seen).toEqual(['add', 'menu']);
    // No longer held.
    add.click();
    expect(seen).toEqual(['add', 'menu', 'add']);
    expect(prevented.at(-1)).toBe(false);
  });

  it("leaves a form's submit button, links and the cookie banner's buttons alone", () => {
    document.body.innerHTML = `
      <form onsubmit="return false"><button id="submit">Search</button></form>
      <a id="link" href="#x">Link</a>
      <div data-consent><button id="allow" type="button">Allow All</button></div>`;
    new Function(EARLY_CLICKS)();
    const prevented: boolean[] = [];
    document.addEventListener('click', (event) => prevented.push(event.defaultPrevented));
    for (const id of ['submit', 'link', 'allow']) document.getElementById(id)!.click();
    expect(prevented).toEqual([false, false, false]);
  });

  it('does nothing on a page without the script', () => {
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
