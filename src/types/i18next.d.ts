import 'i18next';

declare module 'i18next' {
  /** Missing keys fall back to English (fallbackLng), never to null. */
  interface CustomTypeOptions {
    returnNull: false;
  }
}
