/** A QR code of a link, drawn as SVG by the qrcode package, loaded only when shown. */
import { createResource, Show } from 'solid-js';

export function QrCode(props: { text: string; label: string }) {
  const [svg] = createResource(
    () => props.text,
    async (text) => {
      const QR = await import('qrcode');
      return QR.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
  );
  return (
    <Show when={svg()} fallback={<div class="qr qr--loading" aria-hidden="true" />}>
      <div class="qr" role="img" aria-label={props.label} innerHTML={svg()} />
    </Show>
  );
}
