import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18NEXT_OPTIONS } from '../src/lib/i18n/translations';
import en from '../locales/en/translation.json';

// Components rendered without the layout's provider speak English, as on the site's English pages.
void i18next.use(initReactI18next).init({ ...I18NEXT_OPTIONS, lng: 'en', resources: { en: { translation: en } }, initImmediate: false });
