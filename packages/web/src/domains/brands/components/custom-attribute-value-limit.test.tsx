import { CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH } from '@portal/schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../ui/test-utils';
import { BrandCustomAttributesTab } from './BrandCustomAttributesTab';
import { BulkEditDialog } from './BulkEditDialog';

// Issue 38 point 13: the server takes a custom attribute value of at most 2,000 characters and
// refuses a longer one as 'The value must be at most 2,000 characters'. Every box a value is typed
// in shows the limit before submit and refuses in those words without sending anything.
const OVER = 'x'.repeat(CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH + 1);
const AT = 'x'.repeat(CUSTOM_ATTRIBUTE_VALUE_MAX_LENGTH);
const REFUSAL = 'The value must be at most 2,000 characters';

describe('the bulk edit of a custom attribute column', () => {
  const renderDialog = () => {
    const onSave = vi.fn(async () => {});
    renderUi(
      <BulkEditDialog
        attribute="Priority"
        type="TEXT"
        people={[]}
        brandCodes={['MR001', 'MR100']}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    return { onSave, box: screen.getByRole('textbox', { name: 'New Priority' }) };
  };

  it('shows the limit before anything is typed', () => {
    renderDialog();
    expect(screen.getByText('0 of 2,000 characters')).toBeTruthy();
  });

  it('refuses a value over the limit in the server’s words and sends nothing to any brand', () => {
    const { onSave, box } = renderDialog();
    fireEvent.change(box, { target: { value: OVER } });
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends a value at the limit to every ticked brand at once', () => {
    const { onSave, box } = renderDialog();
    fireEvent.change(box, { target: { value: AT } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith(AT);
  });
});

describe('a custom attribute value edited in place (grid cell, Custom Attributes tab)', () => {
  const renderTab = () => {
    const onSave = vi.fn();
    renderUi(
      <BrandCustomAttributesTab
        brandCode="MR001"
        attributes={[
          { name: 'Priority', type: 'TEXT', value: 'High' },
          { name: 'Strategist', type: 'USER', value: '12' },
          { name: 'Target ACoS', type: 'NUMBER', value: null },
        ]}
        people={[{ id: '12', name: 'Pat Strategist' }]}
        canEdit
        manageUrl="/brands-custom-attributes?brand=MR001"
        onSave={onSave}
      />,
    );
    return { onSave };
  };
  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit Priority of MR001' }));
    return screen.getByRole('textbox', { name: 'Priority of MR001' });
  };

  it('reads each value, a person by name and a missing one as N/A', () => {
    renderTab();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText('Pat Strategist')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it('shows the limit while a text value is edited', () => {
    renderTab();
    open();
    expect(screen.getByText('4 of 2,000 characters')).toBeTruthy();
  });

  it('refuses a value over the limit in the server’s words and keeps the draft instead of sending it', () => {
    const { onSave } = renderTab();
    const box = open();
    fireEvent.change(box, { target: { value: OVER } });
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.blur(box);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Priority of MR001' })).toBeTruthy();
  });

  it('saves a value at the limit', () => {
    const { onSave } = renderTab();
    const box = open();
    fireEvent.change(box, { target: { value: AT } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('Priority', AT);
  });
});

describe('the bulk edit of a typed custom attribute column', () => {
  const renderTyped = (type: string) => {
    const onSave = vi.fn(async () => {});
    renderUi(
      <BulkEditDialog
        attribute="Score"
        type={type}
        people={[{ value: '12', text: 'Pat Strategist' }]}
        brandCodes={['MR001', 'MR100']}
        onSave={onSave}
        onClose={() => {}}
      />,
    );
    return onSave;
  };

  it('refuses a link that is not http or https in the server’s words, sending nothing', () => {
    const onSave = renderTyped('LINK');
    fireEvent.change(screen.getByRole('textbox', { name: 'New Score' }), {
      target: { value: 'ftp://x.test' },
    });
    expect(screen.getByText('Score must be an http or https link')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks a number with a number box and a person by name, and sends their values', () => {
    const onNumber = renderTyped('NUMBER');
    const box = screen.getByRole('spinbutton', { name: 'New Score' });
    expect(screen.getByText('A number')).toBeTruthy();
    fireEvent.change(box, { target: { value: '42.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onNumber).toHaveBeenCalledWith('42.5');
  });

  it('offers the people by name for a person attribute and sends the chosen id', () => {
    const onSave = renderTyped('USER');
    fireEvent.change(screen.getByRole('combobox', { name: 'New Score' }), { target: { value: '12' } });
    expect(screen.getByRole('option', { name: 'Pat Strategist' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('12');
  });
});
