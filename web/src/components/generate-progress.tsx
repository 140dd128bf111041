// Progress while a diagram is made: the likely stage and the time so far (the server answers once, at the end).
import { useEffect, useState } from 'react';

const STAGES = [
  { after: 0, text: 'Reading your prompt' },
  { after: 1.5, text: 'Choosing the design and writing the content' },
  { after: 6, text: 'Laying out and drawing the diagram' },
  { after: 20, text: 'Still working: large prompts and hosted models can take a minute' },
];

export function GenerateProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const start = performance.now();
    const t = setInterval(() => setSeconds((performance.now() - start) / 1000), 250);
    return () => clearInterval(t);
  }, []);
  const stage = [...STAGES].reverse().find((s) => seconds >= s.after)!;
  return (
    <div className="progress">
      <div className="progress-bar" aria-hidden="true"><span /></div>
      {/* Only the stage is announced; the ticking seconds would be read out four times a second. */}
      <p className="progress-text"><span role="status">{stage.text}…</span> <span className="muted" aria-hidden="true">{Math.floor(seconds)} s</span></p>
    </div>
  );
}
