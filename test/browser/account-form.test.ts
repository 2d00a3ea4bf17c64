import { expect } from 'chai';
import '../../src/elements/account-form.element.ts';
import { reloadPageSettings } from '../../src/stores/settings.ts';
import { cleanup, fixture } from '../helpers/fixture.ts';
import { waitFor } from '../helpers/wait.ts';

const FORM = `<form class="woocommerce-form woocommerce-form-register register" method="post" action="#">
  <p class="form-row"><label for="reg_email">Email</label><input type="email" id="reg_email" name="email"></p>
  <p class="form-row"><label for="reg_password">Password</label>
    <span class="password-input"><input type="password" id="reg_password" name="password" aria-describedby="reg_password-description"></span>
    <span class="description" id="reg_password-description" aria-hidden="true">Use at least 8 characters.</span></p>
  <p class="form-row"><label for="bare">Bare password</label><input type="password" id="bare" name="bare"></p>
  <p class="form-row"><label for="nick">Nickname</label><input type="text" id="nick" name="nick">
    <span class="description">Shown to other members.</span></p>
  <button type="submit">Register</button>
</form>
<button type="button" id="outside">Outside</button>`;

async function mount(attrs = ''): Promise<HTMLElement> {
  const host = fixture(`<shop-account-form ${attrs}>${FORM}</shop-account-form>`);
  await waitFor(() => host.hasAttribute('data-shop-ready') && host.querySelectorAll('.show-password-input').length === 2, {
    message: 'toggles not added',
  });
  return host;
}

function toggleOf(input: HTMLInputElement): HTMLButtonElement {
  const button = input.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input');
  if (!button) throw new Error(`no toggle for #${input.id}`);
  return button;
}

/** A click as a pointer makes it (detail 1) or as Enter/Space on a button makes it (detail 0). */
function click(element: HTMLElement, detail: number): void {
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail }));
}

const isShut = (el: HTMLElement) => el.style.display === 'none' && el.getAttribute('aria-hidden') === 'true';
const isOpen = (el: HTMLElement) => el.style.display !== 'none' && el.getAttribute('aria-hidden') === 'false';

describe('<shop-account-form>', () => {
  afterEach(() => {
    cleanup();
    document.getElementById('storefront-settings')?.remove();
    reloadPageSettings();
  });

  it('gives every password input a real toggle button with aria-controls and a show label', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    const button = toggleOf(input);
    expect(button.type).to.equal('button');
    expect(button.getAttribute('aria-controls')).to.equal('reg_password');
    expect(button.getAttribute('aria-label')).to.equal('Show password');
  });

  it('one pattern: the name switches between show and hide, never with aria-pressed', async () => {
    const host = await mount();
    const button = toggleOf(host.querySelector<HTMLInputElement>('#reg_password')!);
    expect(button.hasAttribute('aria-pressed')).to.equal(false);
    click(button, 0);
    await waitFor(() => button.getAttribute('aria-label') === 'Hide password');
    expect(button.hasAttribute('aria-pressed')).to.equal(false);
    click(button, 0);
    await waitFor(() => button.getAttribute('aria-label') === 'Show password');
    expect(button.hasAttribute('aria-pressed')).to.equal(false);
  });

  it('shows an icon of its own without any theme CSS: an eye, struck through while the password shows', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    const button = toggleOf(input);
    const icon = () => button.querySelector<SVGSVGElement>('svg.shop-password-icon');
    await waitFor(() => icon());
    const box = icon()!.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(0);
    expect(box.height).to.be.greaterThan(0);
    expect(button.getBoundingClientRect().width).to.be.greaterThan(box.width);
    // Decoration only: the button's name comes from its label.
    expect(icon()!.getAttribute('aria-hidden')).to.equal('true');
    const strokes = () => icon()!.querySelectorAll('path, circle').length;
    const hiddenStrokes = strokes();
    click(button, 1);
    await waitFor(() => input.type === 'text' && strokes() === hiddenStrokes + 1, { message: 'no strike-through while visible' });
    click(button, 1);
    await waitFor(() => input.type === 'password' && strokes() === hiddenStrokes);
  });

  it('a theme that draws its own icon in ::before/::after keeps it alone; a theme can resize the icon', async () => {
    const eye = `url('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="5"/></svg>')`;
    const style = document.createElement('style');
    style.textContent = `.theme-glyph .show-password-input::after { content: "\\1F441"; }
      .theme-image .show-password-input::before { content: ''; display: block; width: 22px; height: 22px; background-image: ${eye}; }
      .theme-line .show-password-input::after { content: ''; display: block; height: 2px; }
      .theme-big .shop-password-icon { width: 40px; height: 40px; }`;
    document.head.append(style);
    try {
      // A glyph in ::after, and an image in an empty ::before as the platform's stylesheet draws it.
      for (const theme of ['theme-glyph', 'theme-image']) {
        const themed = await mount(`class="${theme}"`);
        const button = toggleOf(themed.querySelector<HTMLInputElement>('#reg_password')!);
        await waitFor(() => !button.querySelector('svg'), { message: `${theme}: the element drew a second icon beside the theme's` });
        expect(button.getBoundingClientRect().width).to.be.greaterThan(0);
        cleanup();
      }
      // An empty decoration is not an icon: the element keeps its own.
      const lined = await mount('class="theme-line"');
      expect(toggleOf(lined.querySelector<HTMLInputElement>('#reg_password')!).querySelector('svg')).to.not.equal(null);
      cleanup();
      const big = await mount('class="theme-big"');
      const icon = await waitFor(() => toggleOf(big.querySelector<HTMLInputElement>('#reg_password')!).querySelector('svg'));
      expect(icon.getBoundingClientRect().width).to.equal(40);
    } finally {
      style.remove();
    }
  });

  it('wraps a bare password input in span.password-input', async () => {
    const host = await mount();
    const bare = host.querySelector<HTMLInputElement>('#bare')!;
    expect(bare.parentElement!.matches('span.password-input')).to.equal(true);
    expect(toggleOf(bare).getAttribute('aria-controls')).to.equal('bare');
  });

  it('replaces an inert icon span a cached page left in span.password-input', async () => {
    const host = fixture(`<shop-account-form><p class="form-row"><span class="password-input"><input type="password" id="cached">`
      + `<span class="show-password-input"></span></span></p></shop-account-form>`);
    await waitFor(() => host.querySelector('button.show-password-input'));
    expect(host.querySelectorAll('.show-password-input')).to.have.length(1);
  });

  it('toggling switches the type and the label between show and hide', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    const button = toggleOf(input);
    click(button, 1);
    await waitFor(() => input.type === 'text');
    await waitFor(() => button.getAttribute('aria-label') === 'Hide password');
    expect(button.classList.contains('display-password')).to.equal(true);
    click(button, 1);
    await waitFor(() => input.type === 'password');
    await waitFor(() => button.getAttribute('aria-label') === 'Show password');
    expect(button.classList.contains('display-password')).to.equal(false);
  });

  it('a pointer click returns focus to the input with its caret kept', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    input.value = 'secret';
    input.focus();
    input.setSelectionRange(2, 4);
    click(toggleOf(input), 1);
    await waitFor(() => input.type === 'text');
    expect(document.activeElement).to.equal(input);
    expect([input.selectionStart, input.selectionEnd]).to.deep.equal([2, 4]);
  });

  it('a keyboard press leaves focus on the toggle', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#bare')!;
    const button = toggleOf(input);
    button.focus();
    click(button, 0);
    await waitFor(() => input.type === 'text');
    expect(document.activeElement).to.equal(button);
  });

  it('uses the page settings i18n_password_show / i18n_password_hide', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'storefront-settings';
    block.textContent = JSON.stringify({ i18n_password_show: 'Passwort anzeigen', i18n_password_hide: 'Passwort verbergen' });
    document.head.append(block);
    reloadPageSettings();
    const host = await mount();
    const button = toggleOf(host.querySelector<HTMLInputElement>('#bare')!);
    expect(button.getAttribute('aria-label')).to.equal('Passwort anzeigen');
    click(button, 1);
    await waitFor(() => button.getAttribute('aria-label') === 'Passwort verbergen');
  });

  it('show-text / hide-text attributes override the settings', async () => {
    const host = await mount('show-text="Show" hide-text="Hide"');
    const button = toggleOf(host.querySelector<HTMLInputElement>('#bare')!);
    expect(button.getAttribute('aria-label')).to.equal('Show');
    click(button, 1);
    await waitFor(() => button.getAttribute('aria-label') === 'Hide');
  });

  it('adds a toggle to password inputs inserted later', async () => {
    const host = await mount();
    const row = document.createElement('p');
    row.className = 'form-row';
    row.innerHTML = '<label for="late">Confirm</label><input type="password" id="late" name="late">';
    host.querySelector('form')!.append(row);
    const late = host.querySelector<HTMLInputElement>('#late')!;
    const button = await waitFor(() => late.parentElement?.querySelector<HTMLButtonElement>('.show-password-input'));
    click(button, 1);
    await waitFor(() => late.type === 'text');
  });

  it('a description starts shut, opens on focus and shuts on Escape', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    const description = host.querySelector<HTMLElement>('#reg_password-description')!;
    await waitFor(() => isShut(description), { message: 'description not shut at start' });
    input.focus();
    await waitFor(() => isOpen(description), { message: 'description did not open' });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => isShut(description), { message: 'description did not shut on Escape' });
  });

  it('a click elsewhere shuts the description; a click on the field keeps it', async () => {
    const host = await mount();
    const input = host.querySelector<HTMLInputElement>('#nick')!;
    const description = input.parentElement!.querySelector<HTMLElement>('.description')!;
    await waitFor(() => isShut(description));
    input.focus();
    await waitFor(() => isOpen(description));
    click(input, 1);
    expect(isOpen(description)).to.equal(true);
    click(host.parentElement!.querySelector<HTMLElement>('#outside')!, 1);
    await waitFor(() => isShut(description), { message: 'description did not shut on an outside click' });
  });

  it('opens a description that theme CSS hides by default', async () => {
    const style = document.createElement('style');
    style.textContent = '.theme-hides .description { display: none; }';
    document.head.append(style);
    try {
      const host = await mount('class="theme-hides"');
      const description = host.querySelector<HTMLElement>('#reg_password-description')!;
      host.querySelector<HTMLInputElement>('#reg_password')!.focus();
      await waitFor(() => getComputedStyle(description).display !== 'none' && description.getAttribute('aria-hidden') === 'false');
      host.querySelector<HTMLInputElement>('#reg_password')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      await waitFor(() => getComputedStyle(description).display === 'none');
    } finally {
      style.remove();
    }
  });

  it('focusing another field shuts the previous description', async () => {
    const host = await mount();
    const password = host.querySelector<HTMLInputElement>('#reg_password')!;
    const description = host.querySelector<HTMLElement>('#reg_password-description')!;
    password.focus();
    await waitFor(() => isOpen(description));
    host.querySelector<HTMLInputElement>('#reg_email')!.focus();
    await waitFor(() => isShut(description));
  });

  it('the toggle keeps working after the element is moved in the page', async () => {
    const host = await mount();
    const other = fixture('<div></div>');
    other.append(host);
    await waitFor(() => host.hasAttribute('data-shop-ready'));
    const input = host.querySelector<HTMLInputElement>('#reg_password')!;
    click(await waitFor(() => input.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input')), 1);
    await waitFor(() => input.type === 'text');
    expect(input.parentElement!.querySelectorAll('button.show-password-input')).to.have.length(1);
  });
});
