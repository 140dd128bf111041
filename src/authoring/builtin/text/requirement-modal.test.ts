import { describe, expect, it } from 'vitest';
import { requirementToPresent, thirdPerson } from './requirement-modal.js';

describe('requirement phrasing read as the present', () => {
  it('"X shall V …" and "X must V … and V …" become "X Vs … and Vs …"', () => {
    expect(requirementToPresent('The E-Filing Portal shall request fee payment from the Payment Processor and receive a payment confirmation.')).toBe('The E-Filing Portal requests fee payment from the Payment Processor and receives a payment confirmation.');
    expect(requirementToPresent('The system must verify the token and reply with a session')).toBe('The system verifies the token and replies with a session');
    expect(requirementToPresent('The Portal shall email a notice to the Attorney')).toBe('The Portal emails a notice to the Attorney');
  });
  it('leaves passives, negations and use-case phrasing as written: "shall be notified", "must not", "shall allow"', () => {
    expect(requirementToPresent('The user shall be notified by email')).toBe('The user shall be notified by email');
    expect(requirementToPresent('The clerk must not delete a filing')).toBe('The clerk must not delete a filing');
    expect(requirementToPresent('The system shall allow residents to report a pothole')).toBe('The system shall allow residents to report a pothole');
  });
  it('conjugates the third person', () => {
    expect(['submit', 'reach', 'notify', 'have', 'pass', 'go'].map(thirdPerson)).toEqual(['submits', 'reaches', 'notifies', 'has', 'passes', 'goes']);
  });
});
