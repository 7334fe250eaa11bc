import { initialQueryFromSelection, isEditableElement, searchKeyAction, type KeyInfo } from '../../../src/lib/search/keyboard';

const key = (overrides: Partial<KeyInfo>): KeyInfo => ({ key: 'a', ctrlKey: false, metaKey: false, altKey: false, targetEditable: false, buttonFocused: false, ...overrides });

describe('searchKeyAction', () => {
  it.each([
    [key({ key: 'k', ctrlKey: true }), false, { type: 'toggle' }],
    [key({ key: 'K', metaKey: true }), true, { type: 'toggle' }],
    [key({ key: '/' }), false, { type: 'open' }],
    [key({ key: '/', targetEditable: true }), false, null],
    [key({ key: '/' }), true, null],
    [key({ key: 'Escape' }), true, { type: 'close' }],
    [key({ key: 'Escape' }), false, null],
    [key({ key: 'k', buttonFocused: true }), false, { type: 'openWith', text: 'k' }],
    [key({ key: '7', buttonFocused: true }), false, { type: 'openWith', text: '7' }],
    [key({ key: 'k' }), false, null],
    [key({ key: 'Enter', buttonFocused: true }), false, null],
    [key({ key: 'a', buttonFocused: true, ctrlKey: true }), false, null],
  ])('%j (open: %p) -> %j', (event, isOpen, expected) => expect(searchKeyAction(event, isOpen)).toEqual(expected));
});

describe('initialQueryFromSelection', () => {
  it('cuts the selection to 64 characters on one line', () => {
    expect(initialQueryFromSelection('  webcam\n  streaming  ')).toBe('webcam streaming');
    expect(initialQueryFromSelection('x'.repeat(100))).toHaveLength(64);
    expect(initialQueryFromSelection(null)).toBe('');
  });
});

describe('isEditableElement', () => {
  it('knows fields from other elements', () => {
    expect(isEditableElement({ tagName: 'input' })).toBe(true);
    expect(isEditableElement({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isEditableElement({ tagName: 'BUTTON' })).toBe(false);
    expect(isEditableElement(null)).toBe(false);
  });
});
