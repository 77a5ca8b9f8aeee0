import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Container, Text, Title } from '@mantine/core';
import { bcp47, isSiteLanguage } from '@marginalia/contracts/i18n/languages';
import { testimonialPhotoPath } from '@marginalia/contracts/testimonials/testimonials.paths';
import { publishedTestimonialsQuery } from './testimonials-api';
import classes from './testimonials.module.css';

/**
 * The landing page's testimonials: approved ones whose authors agreed to publication, with their photo.
 * Nothing at all while there are none (or the call fails): the page does not wait for them.
 */
export function LandingTestimonials() {
  const { t, ready } = useTranslation('landing', { useSuspense: false });
  const query = useQuery(publishedTestimonialsQuery());
  const testimonials = query.data?.testimonials ?? [];
  if (!ready || testimonials.length === 0) return null;
  return (
    <section className={classes.landing} aria-labelledby="landing-testimonials-title" data-testid="landing-testimonials">
      <Container size="lg">
        <Title order={2} id="landing-testimonials-title" className={classes.landingTitle}>
          {t('testimonials.title')}
        </Title>
        <div className={classes.quotes}>
          {testimonials.map((testimonial) => (
            <figure key={testimonial.id} className={classes.quote}>
              <blockquote className={classes.quoteText} lang={isSiteLanguage(testimonial.language) ? bcp47(testimonial.language) : undefined}>
                “{testimonial.text}”
              </blockquote>
              <figcaption className={classes.author}>
                {testimonial.hasPhoto && <img className={classes.photo} src={testimonialPhotoPath(testimonial.id)} alt="" width={48} height={48} loading="lazy" />}
                <span>
                  <Text component="span" fw={700} size="sm" display="block">
                    {testimonial.displayName}
                  </Text>
                  {testimonial.affiliation && (
                    <Text component="span" size="sm" c="dimmed" display="block">
                      {testimonial.affiliation}
                    </Text>
                  )}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </Container>
    </section>
  );
}
