/**
 * A message the demo's model, as trained from the seed, answers with a hedge, and what it offers.
 * Its best question, the bank account one, scores about 0.47: over the hedge's 0.4, under a plain
 * answer's 0.5, and 0.43 ahead of the others (0.4 needed). The two alternatives score about 0.05
 * and 0.04, the next question 0.03. These are the shipped thresholds. Once the model retrains on the
 * simulated demo history, the tenant's own thresholds apply, and with the evidence in the demo today
 * they leave no room for a hedge (high = hedge = 0.45). The journey and the screenshots share this
 * message: when the model moves it out of the hedge, `npm run bench:answers` and the Test Bot find
 * another.
 */
export const HEDGED = {
  message: 'moved to monzo, how do I update where my salary goes?',
  question: 'How do I change my bank account for salary payments?',
  answer: /^Update your bank details in/,
  // the ones the employee can get come first: a team member gets the payslip, not the manager's question
  alternatives: ['Where can I download my payslip?', 'How do I approve a salary change for my team member?'],
};

/** The alternative the journey picks, and the opening of its answer. */
export const PICKED = {
  question: 'Where can I download my payslip?',
  answer: /^Your payslips and yearly tax statements are in/,
};
