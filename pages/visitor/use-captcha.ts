import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, CaptchaAnswer } from '../types';
import { useVisitorApi } from './visitor-api';

export type CaptchaState = {
  /** The picture (a data URL from the API), '' until it has loaded. */
  src: string;
  captchaId: string;
  /** A new picture; the old answer can no longer be used. */
  refresh: () => Promise<void>;
  /** The id and the typed answer, as the API wants them. */
  answer: (typed: string) => CaptchaAnswer;
  failure: ApiFailure | null;
};

/** The picture captcha of a form: loaded in the browser when `enabled`, refreshed on demand. */
export function useCaptcha(enabled = true): CaptchaState {
  const api = useVisitorApi();
  const [picture, setPicture] = useState({ src: '', captchaId: '' });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const refresh = useCallback(async () => {
    const answer = await api.captcha();
    if (answer.code === 0) {
      setPicture({ src: answer.data.image, captchaId: answer.data.captchaId });
      setFailure(null);
    } else setFailure(answer);
  }, [api]);
  useEffect(() => {
    if (enabled) void refresh();
  }, [enabled, refresh]);
  return {
    ...picture,
    refresh,
    answer: (typed) => ({ captchaId: picture.captchaId, picVerificationCode: typed.trim() }),
    failure,
  };
}
