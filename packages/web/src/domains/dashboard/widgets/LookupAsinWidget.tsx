import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { asinLookupSchema, MESSAGES } from '@portal/schema';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../app/apollo/error-message';
import { FormikTextField } from '../../../app/forms/FormikTextField';
import { useLookupAsinLazyQuery } from '../../../gql/hooks';
import { asinViewUrl } from '../../asins/urls';
import { Widget } from './widget-parts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Lookup ASIN (spec 2 §2): a found ASIN opens /asins/view/{asin}; otherwise 'Asin not found'. */
export function LookupAsinWidget() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [lookup] = useLookupAsinLazyQuery({ fetchPolicy: 'network-only' });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Widget title="Lookup ASIN">
      <Formik
        initialValues={{ asin: '' }}
        validationSchema={asinLookupSchema}
        onSubmit={async ({ asin }) => {
          setProblem(null);
          const wanted = asin.trim().toUpperCase();
          const { data, error } = await lookup({ variables: { asin: wanted } });
          if (error) setProblem(errorMessage(error, MESSAGES.unableToGetAsin));
          else if (data?.asin) navigate(asinViewUrl(data.asin.asin));
          else setProblem(MESSAGES.asinNotFound);
        }}
      >
        {({ isSubmitting }) => (
          <Form className={styles.form} noValidate>
            <FormikTextField name="asin" label="ASIN" required />
            {problem ? (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            ) : null}
            <div>
              <Button type="submit" appearance="primary" disabled={isSubmitting}>
                Lookup
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </Widget>
  );
}
