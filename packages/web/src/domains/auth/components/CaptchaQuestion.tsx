import { Button, Text } from '@fluentui/react-components';
import type { useCaptcha } from '../use-captcha';

/** The captcha's question, or why there is none yet and a way to ask again. */
export function CaptchaQuestion({ captcha, failed, renew }: ReturnType<typeof useCaptcha>) {
  if (captcha) return <Text>{captcha.question}</Text>;
  if (!failed) return <Text>Loading the captcha…</Text>;
  return (
    <Text role="alert">
      The captcha could not be loaded.{' '}
      <Button appearance="transparent" size="small" onClick={renew}>
        Try again
      </Button>
    </Text>
  );
}
