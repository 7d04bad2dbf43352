import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockResolver } from '../../../test/mock-link';
import { renderWithApp } from '../../../test/render';
import { AmazonAuditView } from './AmazonAuditView';

const CHALLENGE = {
  captcha: { __typename: 'CaptchaChallenge', token: 't1', question: 'What is two plus three?' },
};

/** Captcha answered; the registration answered by `register`; every variable the view sent kept. */
function server(register: () => ReturnType<MockResolver>) {
  const sent: Record<string, unknown>[] = [];
  const resolve: MockResolver = (operation) => {
    if (operation.operationName === 'Captcha') return { data: CHALLENGE };
    sent.push(operation.variables);
    return register();
  };
  return { resolve, sent };
}

async function fill(email: string, answer: string) {
  await screen.findByText('What is two plus three?');
  if (email) await userEvent.type(screen.getByLabelText(/Email/), email);
  if (answer) await userEvent.type(screen.getByLabelText(/Answer/), answer);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('AmazonAuditView', () => {
  it('refuses an empty form and a malformed email in the spec’s words, sending nothing', async () => {
    const { resolve, sent } = server(() => ({ data: { amazonAuditRegister: 'sent' } }));
    renderWithApp(<AmazonAuditView />, { route: '/amazonaudit', resolve });

    await fill('', '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Wrong captcha')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('titles the tab with its heading', async () => {
    const { resolve } = server(() => ({ data: { amazonAuditRegister: 'sent' } }));
    renderWithApp(<AmazonAuditView />, { route: '/amazonaudit', resolve });
    await screen.findByText('What is two plus three?');
    expect(document.title).toBe('Amazon audit · Portal');
  });

  it('registers with the lower-cased email and the captcha, and shows the answer', async () => {
    const { resolve, sent } = server(() => ({
      data: { amazonAuditRegister: 'Thank you, check your mail.' },
    }));
    renderWithApp(<AmazonAuditView />, { route: '/amazonaudit', resolve });

    await fill('Seller@Example.test', '5');

    expect(await screen.findByText('Thank you, check your mail.')).toBeTruthy();
    expect(sent).toEqual([{ email: 'seller@example.test', captchaToken: 't1', captchaAnswer: '5' }]);
  });

  it('shows a refusal in words and asks a new captcha; any other failure is ‘Unable to register’', async () => {
    let answer: ReturnType<MockResolver> = {
      data: null,
      errors: [{ message: 'Wrong captcha', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    const { resolve } = server(() => answer);
    const { calls } = renderWithApp(<AmazonAuditView />, { route: '/amazonaudit', resolve });

    await fill('seller@example.test', '9');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong captcha');
    expect(calls.filter((c) => c.operationName === 'Captcha')).toHaveLength(2);
    // The refused answer was to the spent question: its box is empty for the new one.
    expect(screen.getByLabelText(/Answer/)).toHaveProperty('value', '');
    await screen.findByText('What is two plus three?');
    await userEvent.type(screen.getByLabelText(/Answer/), '5');

    answer = {
      data: null,
      errors: [{ message: 'upstream exploded', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    };
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Unable to register')).toBeTruthy();
    expect(screen.queryByText('upstream exploded')).toBeNull();
  });
});
