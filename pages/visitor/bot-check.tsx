import { useEffect, useRef } from 'react';
import { useVisitorApi } from './visitor-api';

export { HUMAN_CHECKED } from './human-checked';

/**
 * The bot-challenge widget (Turnstile) of a form whose call takes a password, where the site has one
 * (issue 27): the site renders the vendor's widget into it and sends its token with the call. Its box
 * keeps the widget's height from the first paint, so nothing below it moves when it appears.
 */
export function BotCheck() {
  const api = useVisitorApi();
  const box = useRef<HTMLDivElement>(null);
  const render = api.botCheck;
  useEffect(() => (render && box.current ? render(box.current) : undefined), [render]);
  if (!render) return null;
  return <div ref={box} className="cf-turnstile min-h-[65px]" data-slot="bot-check" />;
}
