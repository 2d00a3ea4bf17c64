/** Form-row markup of the account and checkout forms (password inputs inside span.password-input). */
import { esc } from '../lib/render.ts';
import { t } from '../i18n/index.ts';

export interface FieldOptions {
  id: string;
  name: string;
  /** Printed as text (escaped): translated by the caller. */
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
  autocomplete?: string;
  value?: string;
  description?: string;
  wide?: boolean;
}

export function formRow(f: FieldOptions): string {
  const type = f.type ?? 'text';
  const describedBy = f.description ? ` aria-describedby="${esc(f.id)}-description"` : '';
  const input = `<input type="${type}" class="woocommerce-Input woocommerce-Input--text input-text" name="${esc(f.name)}" id="${esc(f.id)}"${f.autocomplete ? ` autocomplete="${esc(f.autocomplete)}"` : ''}${f.required ? ' required aria-required="true"' : ''}${f.value !== undefined && type !== 'password' ? ` value="${esc(f.value)}"` : ''}${describedBy}>`;
  const control = type === 'password' ? `<span class="password-input">${input}</span>` : input;
  const required = f.required ? `&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">${t('Required')}</span>` : '';
  const description = f.description ? `<span class="description" id="${esc(f.id)}-description" aria-hidden="true">${esc(f.description)}</span>` : '';
  return `<p class="woocommerce-form-row woocommerce-form-row--${f.wide === false ? 'first' : 'wide'} form-row form-row-wide">`
    + `<label for="${esc(f.id)}">${esc(f.label)}${required}</label>${control}${description}</p>`;
}
