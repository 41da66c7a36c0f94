import { describe, expect, it } from 'vitest';
import { finerThanCurrencyMessage } from '../../common/money';
import { UNKNOWN_CURRENCY_MESSAGE, UNKNOWN_LANGUAGE_MESSAGE } from '../../common/schemas/accounts';
import { FAMILY_EVENT_MESSAGES } from '../../common/schemas/family-events';
import { BALANCE_INVALID_MESSAGE, overBalanceMessage } from '../../common/schemas/piggy-banks';
import {
  CATEGORY_NOT_FOUND_MESSAGE,
  ITEM_REQUIRED_MESSAGE,
  SHOPPING_LIST_NAME_REQUIRED_MESSAGE,
} from '../../common/schemas/shopping';
import { TASK_NAME_REQUIRED_MESSAGE, VALUE_NOT_A_NUMBER_MESSAGE } from '../../common/schemas/tasks';
import { RATE_LIMITED_MESSAGE } from '../domain-errors';
import { BANK_NOT_FOUND_MESSAGE } from '../piggy-banks/piggy-banks.repo';
import { screenLimitError } from '../screens/screen-errors';
import { TASK_NOT_FOUND_MESSAGE } from '../tasks/task-completion.service';
import { API_MESSAGES, type ApiMessageId } from './api-messages';
import { API_CATALOGS, identifyMessage, localizeMessage, messageLanguage } from './localize';
import { formatMessage, parseMessage } from './message-format';

/** The names of a message's placeholders, wherever they stand (in plural cases too). */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z]+)\s*[,}]/g)].map((match) => match[1] as string).sort();
}

describe('the message formatter', () => {
  it('fills placeholders, plurals with # and exact cases, selects and quoted braces', () => {
    expect(formatMessage('Hi {name}.', 'en', { name: 'Ann' })).toBe('Hi Ann.');
    const plural = '{n, plural, =0 {none} one {# day} other {# days}}';
    expect([0, 1, 3].map((n) => formatMessage(plural, 'en', { n }))).toEqual(['none', '1 day', '3 days']);
    const polish = '{n, plural, one {# ekran} few {# ekrany} many {# ekranów} other {# ekranu}}';
    expect([1, 3, 5, 22].map((n) => formatMessage(polish, 'pl', { n }))).toEqual([
      '1 ekran',
      '3 ekrany',
      '5 ekranów',
      '22 ekrany',
    ]);
    expect(formatMessage('{who, select, parent {a parent} other {someone}}', 'en', { who: 'parent' })).toBe(
      'a parent',
    );
    expect(formatMessage("You've got '{braces}' and it''s fine", 'en')).toBe(
      "You've got {braces} and it's fine",
    );
    expect(formatMessage('{n, number}', 'de', { n: 1234.5 })).toBe('1.234,5');
  });

  it('refuses a message with a broken argument', () => {
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(SyntaxError);
    expect(() => parseMessage('{n, wat}')).toThrow(SyntaxError);
    expect(() => parseMessage('{n')).toThrow(SyntaxError);
  });
});

describe('the catalogs', () => {
  const ids = Object.keys(API_MESSAGES) as ApiMessageId[];

  it('says every message in every language, with the English placeholders and valid syntax', () => {
    for (const [language, catalog] of Object.entries(API_CATALOGS)) {
      expect(Object.keys(catalog).sort(), language).toEqual([...ids].sort());
      for (const id of ids) {
        const text = catalog[id];
        expect(() => parseMessage(text), `${language} ${id}`).not.toThrow();
        expect([...new Set(placeholders(text))], `${language} ${id}`).toEqual(placeholders(API_MESSAGES[id]));
        expect(text.trim(), `${language} ${id}`).not.toBe('');
      }
    }
  });

  it('holds the sentences the code says, word for word, so each is found', () => {
    const said: [string, ApiMessageId][] = [
      [RATE_LIMITED_MESSAGE, 'rate_limited'],
      [BANK_NOT_FOUND_MESSAGE, 'piggy_bank_not_found'],
      [TASK_NOT_FOUND_MESSAGE, 'task_not_found'],
      [TASK_NAME_REQUIRED_MESSAGE, 'task_name_required'],
      [VALUE_NOT_A_NUMBER_MESSAGE, 'value_not_a_number'],
      [BALANCE_INVALID_MESSAGE, 'balance_invalid'],
      [UNKNOWN_LANGUAGE_MESSAGE, 'language_unknown'],
      [UNKNOWN_CURRENCY_MESSAGE, 'currency_unknown'],
      [finerThanCurrencyMessage('JPY'), 'amount_no_decimals'],
      [finerThanCurrencyMessage('BHD'), 'amount_decimals'],
      [screenLimitError('core').message, 'screen_limit'],
      [SHOPPING_LIST_NAME_REQUIRED_MESSAGE, 'shopping_list_name_required'],
      [ITEM_REQUIRED_MESSAGE, 'item_required'],
      [CATEGORY_NOT_FOUND_MESSAGE, 'category_not_found'],
      [FAMILY_EVENT_MESSAGES.titleRequired, 'event_title_required'],
      [FAMILY_EVENT_MESSAGES.notFound, 'event_not_found'],
    ];
    for (const [english, id] of said) expect(identifyMessage(english)?.id, english).toBe(id);
  });

  it('says a message with its values in the language, and one it does not know in English', () => {
    expect(localizeMessage('Amounts in BHD have at most 3 decimals.', 'de')).toBe(
      'Beträge in BHD haben höchstens 3 Nachkommastellen.',
    );
    expect(localizeMessage('Amounts in JPY have no decimals.', 'ja')).toBe('JPY の金額に小数は使えません。');
    expect(localizeMessage('Piggy bank not found.', 'fr')).toBe('Tirelire introuvable.');
    expect(
      localizeMessage(
        'Ann’s Calendar was changed in the calendar since Luno read it. Reload to see it.',
        'es',
      ),
    ).toBe(
      'Ann’s Calendar se cambió en el calendario después de que Luno lo leyera. Vuelve a cargar para verlo.',
    );
    expect(localizeMessage(overBalanceMessage('Mia', 500), 'de')).toBe(
      'Mia enthält $5.00: Mehr kann nicht entnommen werden.',
    );
    expect(localizeMessage(overBalanceMessage('Mia', 0, 'JPY'), 'sv')).toBe(
      'Mia innehåller ¥0: inget kan tas ut.',
    );
    expect(localizeMessage('A sentence no catalog has.', 'de')).toBe('A sentence no catalog has.');
    expect(localizeMessage('Piggy bank not found.', 'en-GB')).toBe('Piggy bank not found.');
  });

  it('speaks the language the header asks for, and nothing without one that matches', () => {
    expect(messageLanguage(undefined)).toBeUndefined();
    expect(messageLanguage('xx')).toBeUndefined();
    expect(messageLanguage('de-DE,de;q=0.9')).toBe('de');
  });
});
