import { useCallback, useEffect, useState } from 'react';
import type { ApiFailure, CaptchaAnswer } from '../types';
import { useVisitorApi } from './visitor-api';

/** What the captcha service's check came to: the answer to send, closed by the visitor, or the picture now. */
export type ServiceOutcome = CaptchaAnswer | 'cancelled' | 'picture';

export type CaptchaState = {
  /** The picture (a data URL from the API), '' until it has loaded. */
  src: string;
  captchaId: string;
  /** A new picture; the old answer can no longer be used. */
  refresh: () => Promise<void>;
  /** The id and the typed answer, as the API wants them. */
  answer: (typed: string) => CaptchaAnswer;
  failure: ApiFailure | null;
  /**
   * The captcha service stands in for the picture (where the site has one, issue 27): no picture field
   * is shown until the service fails; then the picture captcha is the fallback, for the rest of the visit.
   */
  byService: boolean;
  /** With the service: its check; on failure the form falls back to the picture (`byService` false). */
  solve: () => Promise<ServiceOutcome>;
  /** Falls back to the picture (the API refused what the service gave). */
  fallBack: () => void;
};

/** The captcha of a form: the captcha service where configured, else the picture, loaded when `enabled`. */
export function useCaptcha(enabled = true): CaptchaState {
  const api = useVisitorApi();
  const [picture, setPicture] = useState({ src: '', captchaId: '' });
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [byService, setByService] = useState(Boolean(api.captchaService));
  const refresh = useCallback(async () => {
    const answer = await api.captcha();
    if (answer.code === 0) {
      setPicture({ src: answer.data.image, captchaId: answer.data.captchaId });
      setFailure(null);
    } else setFailure(answer);
  }, [api]);
  useEffect(() => {
    if (enabled && !byService) void refresh();
  }, [enabled, byService, refresh]);
  const fallBack = useCallback(() => setByService(false), []);
  const solve = useCallback(async (): Promise<ServiceOutcome> => {
    const outcome = api.captchaService ? await api.captchaService() : 'unavailable';
    if (outcome === 'cancelled') return outcome;
    if (outcome === 'unavailable') {
      fallBack();
      return 'picture';
    }
    return outcome;
  }, [api, fallBack]);
  return {
    ...picture,
    refresh,
    answer: (typed) => ({ captchaId: picture.captchaId, picVerificationCode: typed.trim() }),
    failure,
    byService,
    solve,
    fallBack,
  };
}
