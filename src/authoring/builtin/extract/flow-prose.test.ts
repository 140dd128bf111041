import { describe, expect, it } from 'vitest';
import { ctxFor, flowEdges as edgeList } from '../test/helpers.js';
import { extractFlowchart } from './flowchart.js';

describe('process prose with conditions', () => {
  it('"checks whether X. If it was not, A. If X, B. Either way C": the No branch, the Yes branch said again, and a step both reach', () => {
    expect(edgeList('A clerk checks whether the parcel was insured. If it was not, the parcel is returned to the sender. If the parcel was insured, the clerk pays the claim. Either way the case is closed.')).toEqual([
      'Parcel was insured? -> Parcel is returned to sender [No]',
      'Parcel was insured? -> Clerk pays the claim [Yes]',
      'Parcel is returned to sender -> Case is closed',
      'Clerk pays the claim -> Case is closed',
    ]);
  });
  it('"checks whether X is over N. Those Ys are A. For younger Ys B": the Yes branch said of "those", the other branch by a comparative', () => {
    expect(edgeList('The nurse checks whether the patient is over 65. Those patients are seen by a doctor. For younger patients a nurse gives advice. The visit is logged.')).toEqual([
      'Patient over 65? -> Patients are seen by doctor [Yes]',
      'Patient over 65? -> Nurse gives advice [No]',
      'Patients are seen by doctor -> Visit is logged',
      'Nurse gives advice -> Visit is logged',
    ]);
  });
  it('"Process: NAME. …", "After the N the X does Y; if …, A, otherwise it is B with the same letter", "In every case Z at the end"', () => {
    const prompt = 'Process: travel grant requests (faculty office). The process starts when a student submits a grant request through the portal. An officer first checks whether the student was enrolled on the date of travel. If they were not, the request is declined and an email is sent explaining why. If the student was enrolled, the officer checks whether the requested amount is under £500. Those requests are approved at once and paid into the student\'s account. For larger requests a panel meeting is scheduled to review the case. After the meeting the panel writes a decision; if the decision supports the trip, the request is approved and paid, otherwise it is declined with the same email. In every case the file is archived at the end.';
    expect(extractFlowchart(ctxFor(prompt)).title).toBe('Travel grant requests');
    expect(edgeList(prompt)).toEqual([
      'Student submits grant request through portal -> Student was enrolled on date of travel?',
      'Student was enrolled on date of travel? -> Request is declined [No]',
      'Student was enrolled on date of travel? -> Requested amount under £500? [Yes]',
      'Requested amount under £500? -> Requests are approved at once [Yes]',
      'Requests are approved at once -> Paid into student\'s account',
      'Requested amount under £500? -> Panel meeting is scheduled [No]',
      'Panel meeting is scheduled -> Panel writes a decision',
      'Panel writes a decision -> Decision supports the trip?',
      'Decision supports the trip? -> Request is approved and paid [Yes]',
      'Decision supports the trip? -> Request is declined [No]',
      'Request is approved and paid -> File is archived',
      'Paid into student\'s account -> File is archived',
      'Request is declined -> File is archived',
    ]);
  });
});

describe('a decision asked for in words', () => {
  it('"Include a decision point \'Q?\' where if …, add a step \'S\' before <verb>ing. If not …, proceed directly to \'T\'": the decision goes in before that step', () => {
    expect(edgeList('I want a flowchart of getting to work. Please include these steps:\nLock the door, walk to the station, take the train, arrive at the office.\nInclude a decision point \'Is it raining?\' where if it rains, add a step \'Grab an umbrella\' before walking. If it is not raining, go directly to \'Walk to the station\'.', true)).toEqual([
      'Lock the door -> Is it raining?',
      'Walk to the station -> Take the train',
      'Take the train -> Arrive at the office',
      'Is it raining? -> Grab an umbrella [Yes]',
      'Grab an umbrella -> Walk to the station',
      'Is it raining? -> Walk to the station [No]',
    ]);
  });
});
