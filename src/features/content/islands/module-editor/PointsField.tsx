/**
 * The points of a question in the module editor: a number box (1–100; an open question's hint says the scorer
 * gives up to that many) that keeps what is typed — '' while retyping, '05' — and hands whole numbers on
 * ('' counts as 0, which the check before saving names). A number set elsewhere replaces what is shown.
 */
import { useEffect, useState } from 'react';
import { MODULE_LIMITS } from '#src/features/content/model';
import { moduleEditor as t } from './strings';

export interface PointsFieldProps {
  id: string;
  points: number;
  /** An open question (another hint). */
  open: boolean;
  /** The message of the check before saving. */
  error?: string;
  onPoints: (n: number) => void;
}

/** Points of a question: a number box that keeps what is typed and hands whole numbers on. */
export default function PointsField({ id, points, open, error, onPoints }: PointsFieldProps) {
  const [text, setText] = useState(String(points));
  useEffect(() => {
    // Keep what is typed ('' while retyping, '05') when it means the same number; show a number set elsewhere.
    setText((current) => ((current.trim() === '' ? 0 : Number(current)) === points ? current : String(points)));
  }, [points]);
  const { pointsMin: min, pointsMax: max } = MODULE_LIMITS;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field me-points">
      <label className="label" htmlFor={id}>
        {t.points}
      </label>
      <p className="help me-help" id={hintId}>
        {open ? t.pointsOpenHint(min, max) : t.pointsHint(min, max)}
      </p>
      <div className="control">
        <input
          id={id}
          className={`input${error ? ' is-danger' : ''}`}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={text}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const n = e.target.value.trim() === '' ? 0 : Number(e.target.value);
            onPoints(Number.isFinite(n) ? n : 0);
          }}
        />
      </div>
      {error && (
        <p className="help is-danger" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
