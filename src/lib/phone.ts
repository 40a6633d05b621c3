/**
 * The one phone rule of the forms: digits, spaces, +, -, dot and parentheses (what the users
 * module accepts). The ad form adds its own length (10 to 20 characters, with the area code).
 */
export const PHONE_PATTERN = /^[0-9+()\s.-]*$/;
