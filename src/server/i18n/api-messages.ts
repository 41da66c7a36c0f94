/**
 * The API's messages, by id, in the spec's English (ICU MessageFormat). An error answer's `error`
 * is said in the request's language (`Accept-Language`) when its sentence is one of these: the
 * English sentence a service or schema threw is matched back to its id (with the values of its
 * placeholders), and the language's catalog (`catalogs/<tag>.ts`) says it. A sentence not listed
 * here, or a request without the header, keeps the English the code wrote, word for word.
 *
 * The words of the product follow the glossary (`docs/glossary/`).
 */
export const API_MESSAGES = {
  // Signing in and who may do what.
  not_signed_in: 'You must be logged in.',
  invalid_credentials: 'Invalid credentials',
  email_taken: 'An account with this email already exists. Please log in instead.',
  subscription_inactive: 'Your subscription is not active. Please choose a plan to continue.',
  display_refused:
    'A paired screen can show boards, tick off tasks and add to or tick off shopping lists. Use a phone or computer for this.',
  csrf_failed: 'Missing or invalid CSRF token.',
  // Limits.
  rate_limited: 'Too many requests. Please wait a minute and try again.',
  screen_limit: "You've reached your screen limit of {limit} for the {plan} plan.",
  too_large: 'The request is too large.',
  // The request itself, and the server.
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Send the request as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
  deleted_meanwhile: 'It was deleted in the meantime. Please reload and try again.',
  duplicate_meanwhile: 'That was saved at the same moment from somewhere else. Please reload.',
  changed_meanwhile: 'Someone else changed this at the same moment. Please try again.',
  database_unavailable: 'The database cannot be reached right now. Please try again in a moment.',
  out_of_space: 'The server is out of storage space, so nothing could be saved. Please tell whoever runs it.',
  bad_value: 'The request holds a value that cannot be saved.',
  screen_changed: 'This screen was changed somewhere else. Loading the latest version.',
  // Not found.
  not_found: 'Not found.',
  screen_not_found: 'Screen not found.',
  piggy_bank_not_found: 'Piggy bank not found.',
  task_not_found: 'Task not found.',
  task_list_not_found: 'Task list not found.',
  shopping_list_not_found: 'Shopping list not found.',
  item_not_found: 'Item not found.',
  person_not_found: 'Person not found.',
  photo_not_found: 'Photo not found.',
  event_not_found: 'Event not found.',
  display_not_found: 'Screen not found. It may have been unpaired.',
  // Sign-up and account fields.
  email_required: 'Email is required.',
  email_invalid: 'Please enter a valid email address.',
  password_required: 'Password is required.',
  password_too_short: 'Password must be at least 8 characters.',
  password_too_long: 'Password must be at most 128 characters.',
  family_name_required: 'Family name is required.',
  family_name_too_long: 'Family name must be at most 100 characters.',
  time_zone_invalid: 'Time zone must be a name such as Europe/Berlin.',
  language_unknown:
    'Language must be one Luno speaks: en-US, en-GB, es, fr, de, it, pt-BR, nl, pl, sv, da, nb, ja or ar.',
  currency_unknown: 'Currency must be an ISO 4217 code Luno knows, such as USD, EUR or JPY.',
  // Names.
  name_required: 'Name is required.',
  task_name_required: 'Task name is required.',
  list_name_required: 'List name is required.',
  piggy_bank_name_required: 'Piggy bank name is required.',
  shopping_list_name_required: 'Shopping list name is required.',
  item_required: 'Item is required.',
  category_name_required: 'Category name is required.',
  category_not_found: 'Category not found.',
  event_title_required: 'Event title is required.',
  family_nothing_to_change: 'Send a family name or a time zone to change.',
  // Money.
  amount_invalid: 'Amount must be a number.',
  amount_range: 'Amounts must be between {min} and {max}.',
  amount_no_decimals: 'Amounts in {currency} have no decimals.',
  amount_decimals: 'Amounts in {currency} have at most {decimals} decimals.',
  balance_invalid: 'Balance must be a valid number.',
  value_not_a_number: 'Value must be a number',
  value_negative: 'Value cannot be negative.',
  goal_amount: 'The goal must be an amount of money, such as 25 or 12.50.',
  take_out_amount: 'Enter the amount taken out, such as 5 or 2.50.',
  over_balance: '{bankName} holds {balance}: no more than that can be taken out.',
  over_balance_empty: '{bankName} holds {balance}: nothing can be taken out.',
  // Calendars.
  changed_in_calendar: '{calendarName} was changed in the calendar since Luno read it. Reload to see it.',
} as const;

export type ApiMessageId = keyof typeof API_MESSAGES;

/** A language's sayings of every message. */
export type ApiCatalog = Record<ApiMessageId, string>;
