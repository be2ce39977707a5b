package io.kwire.codec.netty;

import io.kwire.codec.ApiCodecs;
import java.util.Arrays;
import java.util.Objects;

/**
 * A {@link RequestFilter} that chooses a {@link RequestForm} per API key, and per range of versions
 * where it must: each rule names an API and versions, and the rule given last that covers a request
 * decides; a request no rule covers gets the form given first. Immutable: each {@code with}
 * returns a new instance, so one can be shared by every connection.
 *
 * <pre>{@code
 * RequestFilter forms = RequestForms.otherwise(RequestForm.FRAME)                  // relay the rest as it came
 *         .with(KwireApis.PRODUCE, RequestForm.view(ProduceRequestView::new))     // read acks where it lies
 *         .with(KwireApis.METADATA, RequestForm.MESSAGE_AND_FRAME);                // decode, keep the frame
 * }</pre>
 */
public final class RequestForms implements RequestFilter {
    private final RequestForm otherwise;
    private final Rule[] rules;

    private record Rule(short apiKey, short lowest, short highest, RequestForm form) {
        boolean covers(short key, short version) {
            return key == apiKey && version >= lowest && version <= highest;
        }
    }

    private RequestForms(RequestForm otherwise, Rule[] rules) {
        this.otherwise = otherwise;
        this.rules = rules;
    }

    /** Forms that hand over every request as {@code form} until rules say otherwise. */
    public static RequestForms otherwise(RequestForm form) {
        return new RequestForms(Objects.requireNonNull(form, "form"), new Rule[0]);
    }

    /** These forms, with requests of {@code api} at any version handed over as {@code form}. */
    public RequestForms with(ApiCodecs<?, ?> api, RequestForm form) {
        return with(api.apiKey(), Short.MIN_VALUE, Short.MAX_VALUE, form);
    }

    /** These forms, with requests of API {@code apiKey} at versions {@code lowest..highest} handed over as {@code form}. */
    public RequestForms with(short apiKey, short lowest, short highest, RequestForm form) {
        Objects.requireNonNull(form, "form");
        if (lowest > highest) {
            throw new IllegalArgumentException("versions " + lowest + ".." + highest + " are none");
        }
        Rule[] more = Arrays.copyOf(rules, rules.length + 1);
        more[rules.length] = new Rule(apiKey, lowest, highest, form);
        return new RequestForms(otherwise, more);
    }

    @Override
    public RequestForm form(short apiKey, short apiVersion) {
        for (int i = rules.length - 1; i >= 0; i--) {
            if (rules[i].covers(apiKey, apiVersion)) {
                return rules[i].form();
            }
        }
        return otherwise;
    }

    /** Whether the request is handed over decoded, with or without its frame. */
    @Override
    public boolean decodes(short apiKey, short apiVersion) {
        RequestForm.Kind kind = form(apiKey, apiVersion).kind();
        return kind == RequestForm.Kind.MESSAGE || kind == RequestForm.Kind.MESSAGE_AND_FRAME;
    }
}
